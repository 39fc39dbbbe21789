'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { PromotionListItem } from '@/lib/promotions/queries';
import { formatEuros } from '@/lib/pricing/money';
import { Dialog } from '@/components/ui/dialog';

/** The current promotions of the chosen delivery type (spec: promotion modal). */
export function PromotionsModal({
  promotions,
  isOpen,
  onClose,
}: {
  promotions: PromotionListItem[];
  isOpen: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('Promotions');
  const format = useFormatter();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('title')}>
      {promotions.length === 0 ? <p>{t('none')}</p> : null}
      <ul className="space-y-4">
        {promotions.map((promotion) => (
          <li key={promotion.id} className="rounded-xl border border-line p-4">
            <h3 className="text-lg font-semibold">{promotion.name}</h3>
            {promotion.description ? <p className="mt-1 text-muted">{promotion.description}</p> : null}
            <ul className="mt-2 space-y-1 text-sm">
              <li className="font-semibold text-brand">
                {promotion.code ? t('code', { code: promotion.code }) : t('automatic')}
              </li>
              {promotion.min_subtotal_cents > 0 ? (
                <li>{t('minimum', { amount: formatEuros(promotion.min_subtotal_cents) })}</li>
              ) : null}
              {promotion.first_order_only ? <li>{t('firstOrder')}</li> : null}
              {promotion.ends_at ? (
                <li>{t('until', { date: format.dateTime(new Date(promotion.ends_at), { dateStyle: 'long' }) })}</li>
              ) : null}
            </ul>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
