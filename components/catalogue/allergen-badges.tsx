'use client';

import { useTranslations } from 'next-intl';
import type { ProductAllergenInfo } from '@/lib/vocabulary/catalogue-types';

/** Small allergen marks for a product card, each with its full name for assistive technology. */
export function AllergenBadges({ allergens }: { allergens: ProductAllergenInfo[] }) {
  const t = useTranslations('Allergens');
  const tShort = useTranslations('AllergenShort');
  const tModal = useTranslations('AllergenModal');
  if (allergens.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={tModal('contains')}>
      {allergens.map((allergen) => {
        const name = allergen.level === 'traces' ? `${t(allergen.code)} (${tModal('traces')})` : t(allergen.code);
        return (
          <li key={allergen.code}>
            <abbr
              title={name}
              aria-label={name}
              className={`grid h-7 min-w-7 place-items-center rounded-full px-1 text-[11px] font-bold no-underline ${
                allergen.level === 'traces'
                  ? 'border border-dashed border-amber-700 text-amber-900'
                  : 'bg-amber-100 text-amber-900'
              }`}
            >
              {tShort(allergen.code)}
            </abbr>
          </li>
        );
      })}
    </ul>
  );
}
