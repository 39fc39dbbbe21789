import type { AllergenCode } from '@/lib/vocabulary/catalogue';

// The 14 allergens of Regulation (EU) 1169/2011 as small line drawings
// (issue 13: icons instead of two-letter codes), drawn for this project on a
// 24-unit grid with the current colour, so a badge, the allergen modal and
// the legend all share them (drawn once per page, ./allergen-sprite.tsx).

/** The id of an allergen's symbol in the page's AllergenSprite. */
export const symbolId = (code: AllergenCode) => `alergeno-${code}`;

/** One allergen's icon, drawn from the page's AllergenSprite. Decorative: the name always goes with it. */
export function AllergenIcon({ code, className = 'h-5 w-5' }: { code: AllergenCode; className?: string }) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={`#${symbolId(code)}`} />
    </svg>
  );
}
