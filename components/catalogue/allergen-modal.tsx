'use client';

import { useTranslations } from 'next-intl';
import { ALLERGENS } from '@/lib/vocabulary/catalogue';
import type { ProductAllergenInfo } from '@/lib/vocabulary/catalogue-types';
import { Dialog } from '@/components/ui/dialog';
import { AllergenIcon } from '@/components/ui/allergen-icon';

/** All 14 allergens for a product: contains, traces or free (spec: allergen information modal). */
export function AllergenModal({
  productName,
  allergens,
  isOpen,
  onClose,
}: {
  productName: string;
  allergens: ProductAllergenInfo[];
  isOpen: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('AllergenModal');
  const tNames = useTranslations('Allergens');
  const tCatalogue = useTranslations('Catalogue');
  const levelOf = (code: string) => allergens.find((allergen) => allergen.code === code)?.level;

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={tCatalogue('allergensOf', { product: productName })}>
      <p className="text-sm text-muted">{t('intro')}</p>
      <table className="mt-4 w-full text-left">
        <tbody>
          {ALLERGENS.map(({ code }) => {
            const level = levelOf(code);
            return (
              <tr key={code} className="border-b border-line last:border-0">
                <th scope="row" className="py-2 pr-4 font-medium">
                  <span className="flex items-center gap-2">
                    <AllergenIcon code={code} className="h-5 w-5 shrink-0 text-amber-900" />
                    {tNames(code)}
                  </span>
                </th>
                <td className="py-2 text-right">
                  {level === 'contains' ? (
                    <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-semibold text-red-900">
                      {t('contains')}
                    </span>
                  ) : level === 'traces' ? (
                    <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900">
                      {t('traces')}
                    </span>
                  ) : (
                    <span className="text-sm text-muted">{t('free')}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-4 text-sm font-medium">{t('staffNote')}</p>
    </Dialog>
  );
}
