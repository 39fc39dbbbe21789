import type { AllergenCode } from '@/lib/vocabulary/catalogue';
import { symbolId } from './allergen-icon';

// The drawings of the 14 allergens (./allergen-icon.tsx draws an icon from them).

const PATHS: Record<AllergenCode, string[]> = {
  // An ear of wheat.
  gluten: [
    'M12 21V8',
    'M12 8c-2-1-3-3-3-5 2 0 3 2 3 5zm0 0c2-1 3-3 3-5-2 0-3 2-3 5z',
    'M12 13c-2.5-.5-4-2.5-4-4.5 2.5.5 4 2 4 4.5zm0 0c2.5-.5 4-2.5 4-4.5-2.5.5-4 2-4 4.5z',
    'M12 18c-2.5-.5-4-2.5-4-4.5 2.5.5 4 2 4 4.5zm0 0c2.5-.5 4-2.5 4-4.5-2.5.5-4 2-4 4.5z',
  ],
  // A prawn: curled body, tail and feelers.
  crustaceans: ['M17 6a7 7 0 1 0-3 12.5', 'M14 18.5 12 21l4-1', 'M9 9.5a3.5 3.5 0 0 1 5 5', 'M17 6l3-3M17 6l4 0'],
  // An egg.
  eggs: ['M12 3c3.5 0 6.5 5.5 6.5 10a6.5 6.5 0 0 1-13 0C5.5 8.5 8.5 3 12 3z'],
  // A fish.
  fish: ['M3 12c3-5 9-6 13-2l5-3v10l-5-3c-4 4-10 3-13-2z', 'M8 11.5h.01'],
  // A peanut in its shell.
  peanuts: [
    'M9 3.5a4 4 0 0 1 4.5 6 4 4 0 0 0 0 3.5 4.5 4.5 0 1 1-7 2.5 4 4 0 0 0-1.5-3A4 4 0 0 1 9 3.5z',
    'M8 8h.01M10 16h.01',
  ],
  // A soy pod with three beans.
  soy: ['M4 18C6 9 12 4 20 4c0 8-5 14-14 16z', 'M9 14.5h.01M12 11.5h.01M15 8.5h.01'],
  // A bottle of milk.
  milk: ['M9 3h6v3l2 3v11a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V9l2-3z', 'M7 12h10'],
  // An acorn-shaped nut.
  nuts: ['M5 10h14a7 7 0 0 1-14 0z', 'M5 10c0-3 3-5 7-5s7 2 7 5', 'M12 5V3'],
  // A stalk of celery with leaves.
  celery: ['M10 21V10M14 21V10', 'M8 10h8', 'M12 10V6M12 6c-2 0-3-1-3-3 2 0 3 1 3 3zm0 0c2 0 3-1 3-3-2 0-3 1-3 3z'],
  // A jar of mustard with its spoon.
  mustard: ['M7 9h10v10a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2z', 'M8 6h8v3H8z', 'M14 6V2'],
  // Three sesame seeds.
  sesame: [
    'M7 8c1.5 0 2.5 1.5 2.5 3S8.5 14 7 14s-2.5-1.5-2.5-3S5.5 8 7 8z',
    'M17 6c1.5 0 2.5 1.5 2.5 3S18.5 12 17 12s-2.5-1.5-2.5-3S15.5 6 17 6z',
    'M12 13c1.5 0 2.5 1.5 2.5 3s-1 3-2.5 3-2.5-1.5-2.5-3 1-3 2.5-3z',
  ],
  // A glass of wine (sulphites are in wine and vinegar).
  sulphites: ['M8 3h8l-.5 6a3.5 3.5 0 0 1-7 0z', 'M12 12.5V20M8.5 20h7', 'M8.3 7h7.4'],
  // A lupin flower: a spike of blossoms on its stem.
  lupin: [
    'M12 21v-9',
    'M12 12c-1.5 0-2.5-1-2.5-2s1-2 2.5-2 2.5 1 2.5 2-1 2-2.5 2zM12 8c-1.2 0-2-1-2-2s.8-2 2-2 2 1 2 2-.8 2-2 2z',
    'M12 17c-2 0-4-1-5-3M12 17c2 0 4-1 5-3',
  ],
  // A scallop shell.
  molluscs: ['M3 14a9 9 0 0 1 18 0l-3 4H6z', 'M12 18V6M8 18 6.5 8.5M16 18l1.5-9.5', 'M10 21h4'],
};

/**
 * The drawings, once per page, as symbols the icons point to: a card's badge
 * costs a few bytes of HTML, not its paths (the catalogue page is
 * weight-budgeted, issue 11). Rendered where the icons are used.
 */
export function AllergenSprite() {
  return (
    <svg aria-hidden="true" focusable="false" className="hidden">
      <defs>
        {(Object.keys(PATHS) as AllergenCode[]).map((code) => (
          <symbol key={code} id={symbolId(code)} viewBox="0 0 24 24">
            {/* The line's look lives here, once, not on every icon (the current colour is the icon's). */}
            <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
              {PATHS[code].map((d) => (
                <path key={d} d={d} />
              ))}
            </g>
          </symbol>
        ))}
      </defs>
    </svg>
  );
}
