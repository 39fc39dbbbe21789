'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import type { listPaymentMethods } from '@/lib/users/payment-methods';
import { AccountSection } from './account-section';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSubmit } from '@/lib/hooks/use-submit';
import { buttonClass } from '@/components/ui/button';

export type PaymentMethod = Awaited<ReturnType<typeof listPaymentMethods>>[number];

/** "08/27": cards expire at the end of their month. */
function expiryOf(card: PaymentMethod): string {
  return `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`;
}

/** "visa" → "Visa": brands are stored in lower case (lib/payments/saved-cards.ts). */
function brandLabel(brand: string): string {
  return `${brand.charAt(0).toUpperCase()}${brand.slice(1)}`;
}

function isExpired(card: PaymentMethod, today: string): boolean {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return card.exp_year < year || (card.exp_year === year && card.exp_month < month);
}

/** Tarjetas: cards saved when paying online; they can only be removed here. */
export function PaymentMethodsSection({ initialMethods, today }: { initialMethods: PaymentMethod[]; today: string }) {
  const t = useTranslations('AccountPayments');
  const tAccount = useTranslations('Account');
  const [methods, setMethods] = useState(initialMethods);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const { isSending, send } = useSubmit();
  const nameOf = (card: PaymentMethod) => t('card', { brand: brandLabel(card.brand), last4: card.last4 });

  async function onDelete() {
    if (!deleting) return;
    const result = await send<null>(`/api/user/payment-methods/${deleting.id}`, { method: 'DELETE' });
    if (!result.ok) return;
    setMethods((current) => current.filter((card) => card.id !== deleting.id));
    setDeleting(null);
    toast.success(t('deleted'));
  }

  return (
    <AccountSection id="tarjetas" title={t('title')} description={t('description')}>
      {methods.length ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {methods.map((card) => {
            const expired = isExpired(card, today);
            return (
              <li
                key={card.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl p-4 ring-1 ring-line"
              >
                <div className="min-w-0">
                  <p className="font-semibold">{nameOf(card)}</p>
                  <p className={`text-sm ${expired ? 'font-medium text-red-700' : 'text-muted'}`}>
                    {expired ? t('expired', { date: expiryOf(card) }) : t('expires', { date: expiryOf(card) })}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {card.is_default ? (
                    <span className="rounded-full bg-brand-soft px-3 py-1 text-xs font-bold text-brand-dark">
                      {tAccount('default')}
                    </span>
                  ) : null}
                  <button
                    type="button"
                    onClick={() => setDeleting(card)}
                    className={`${buttonClass('ghost')} text-red-700`}
                    aria-label={t('deleteLabel', { card: nameOf(card) })}
                  >
                    {tAccount('delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-muted">{t('empty')}</p>
      )}
      {methods.length ? <p className="mt-4 text-sm text-muted">{tAccount('passwordNote')}</p> : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('deleteTitle')}
        confirmLabel={tAccount('delete')}
        isBusy={isSending}
        busyLabel={tAccount('deleting')}
        tone="danger"
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      >
        {deleting ? t('deleteConfirm', { card: nameOf(deleting) }) : ''}
      </ConfirmDialog>
    </AccountSection>
  );
}
