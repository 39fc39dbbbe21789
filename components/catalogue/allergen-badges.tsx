'use client';

import { useTranslations } from 'next-intl';
import type { ProductAllergenInfo } from '@/lib/vocabulary/catalogue-types';
import { AllergenIcon } from '@/components/ui/allergen-icon';

/**
 * Allergen icons for a product card (issue 13: icons, not codes), each with
 * its name on hover and for assistive technology; traces drawn dashed. The
 * card's "Alérgenos" button names them all, and the catalogue has a legend.
 */
export function AllergenBadges({ allergens }: { allergens: ProductAllergenInfo[] }) {
  const t = useTranslations('Allergens');
  const tModal = useTranslations('AllergenModal');
  if (allergens.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={tModal('contains')}>
      {allergens.map((allergen) => {
        const name = allergen.level === 'traces' ? `${t(allergen.code)} (${tModal('traces')})` : t(allergen.code);
        return (
          <li key={allergen.code}>
            <span
              title={name}
              className={`grid h-7 w-7 place-items-center rounded-full ${
                allergen.level === 'traces'
                  ? 'border border-dashed border-amber-700 text-amber-900'
                  : 'bg-amber-100 text-amber-900'
              }`}
            >
              <AllergenIcon code={allergen.code} className="h-[18px] w-[18px]" />
              <span className="sr-only">{name}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
