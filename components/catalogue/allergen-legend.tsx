'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ALLERGENS } from '@/lib/vocabulary/catalogue';
import { AllergenIcon } from '@/components/ui/allergen-icon';

/**
 * The legend of the allergen icons: the 14 with their names, folded until
 * asked for (issue 13). Its list is drawn when opened: the catalogue page
 * carries only the summary line.
 */
export function AllergenLegend() {
  const t = useTranslations('AllergenModal');
  const tNames = useTranslations('Allergens');
  const [isOpen, setOpen] = useState(false);
  return (
    <details
      className="mt-10 rounded-2xl border border-line bg-white"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex min-h-11 cursor-pointer items-center px-4 py-2 font-semibold">{t('legend')}</summary>
      {isOpen ? (
        <ul className="grid grid-cols-2 gap-x-4 gap-y-2 px-4 pb-4 sm:grid-cols-3 lg:grid-cols-4">
          {ALLERGENS.map(({ code }) => (
            <li key={code} className="flex items-center gap-2 text-sm">
              <span className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-900">
                <AllergenIcon code={code} className="h-[18px] w-[18px]" />
              </span>
              {tNames(code)}
            </li>
          ))}
          <li className="flex items-center gap-2 text-sm">
            <span className="h-7 w-7 shrink-0 rounded-full border border-dashed border-amber-700" />
            {t('traces')}
          </li>
        </ul>
      ) : null}
    </details>
  );
}
