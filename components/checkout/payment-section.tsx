'use client';

import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import type { DeliveryType } from '@/lib/vocabulary/catalogue';
import { apiFetch } from '@/lib/http/fetcher';
import { PAYMENT_METHODS, type PaymentMethod } from '@/lib/vocabulary/payment-methods';
import type { listPaymentMethods } from '@/lib/users/payment-methods';

export type { PaymentMethod };

type SavedCard = Awaited<ReturnType<typeof listPaymentMethods>>[number];

/** How the customer pays: the method, and for an online card a saved one or whether to keep a new one. */
export type PaymentChoice = { method: PaymentMethod; savedCardId: number | null; saveCard: boolean };

const SAVED_CARDS_KEY = '/api/user/payment-methods';
const fetchCards = (path: string) => apiFetch<{ data: SavedCard[] }>(path).then((body) => body.data);

const optionClass =
  'flex items-center gap-3 rounded-xl border border-line p-3 has-[:checked]:border-brand has-[:checked]:bg-brand-soft/40';

/**
 * Online by card or Bizum (on the bank's page, issue 15), or at hand-over:
 * cash, or a card to the rider, at the table or at the counter. A card saved
 * earlier pays again without typing it; a new one may be kept for next time.
 */
export function PaymentSection({
  service,
  value,
  error,
  onChange,
}: {
  service: DeliveryType | 'table';
  value: PaymentChoice;
  error: string | undefined;
  onChange: (value: PaymentChoice) => void;
}) {
  const t = useTranslations('Checkout');
  const errorId = 'checkout-payment-error';
  const { data: cards = [] } = useSWR<SavedCard[]>(SAVED_CARDS_KEY, fetchCards, { revalidateOnFocus: false });
  const label = (method: PaymentMethod) => {
    if (method === 'card') return t('cardOnline');
    if (method === 'bizum') return t('bizum');
    return method === 'cash' ? t('cash', { type: service }) : t('cardOnDelivery', { type: service });
  };
  const choose = (method: PaymentMethod) =>
    onChange({ method, savedCardId: method === 'card' ? (value.savedCardId ?? null) : null, saveCard: value.saveCard });
  return (
    <fieldset className="rounded-2xl border border-line bg-white px-4 py-4 sm:px-6">
      <legend className="float-left w-full font-display text-xl font-bold">{t('paymentLegend')}</legend>
      <div className="clear-both grid gap-2 pt-3 sm:grid-cols-2">
        {PAYMENT_METHODS.map((method) => (
          <label key={method} className={optionClass}>
            <input
              type="radio"
              name="payment_method"
              value={method}
              checked={value.method === method}
              onChange={() => choose(method)}
              aria-describedby={error ? errorId : undefined}
              className="h-5 w-5 shrink-0 accent-brand"
            />
            <span>
              <span className="block font-semibold">{label(method)}</span>
              {method === 'card' || method === 'bizum' ? (
                <span className="block text-sm text-muted">{t('onlineHint')}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {value.method === 'card' ? (
        <fieldset className="mt-4 border-t border-line pt-4">
          <legend className="float-left w-full font-semibold">{t('whichCard')}</legend>
          <div className="clear-both grid gap-2 pt-2 sm:grid-cols-2">
            {cards.map((card) => (
              <label key={card.id} className={optionClass}>
                <input
                  type="radio"
                  name="saved_card"
                  checked={value.savedCardId === card.id}
                  onChange={() => onChange({ ...value, savedCardId: card.id })}
                  className="h-5 w-5 shrink-0 accent-brand"
                />
                <span className="font-semibold capitalize">
                  {t('savedCard', {
                    brand: card.brand,
                    last4: card.last4,
                    expiry: `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`,
                  })}
                </span>
              </label>
            ))}
            <label className={optionClass}>
              <input
                type="radio"
                name="saved_card"
                checked={value.savedCardId === null}
                onChange={() => onChange({ ...value, savedCardId: null })}
                className="h-5 w-5 shrink-0 accent-brand"
              />
              <span className="font-semibold">{t('newCard')}</span>
            </label>
          </div>
          {value.savedCardId === null ? (
            <label className="mt-3 flex items-center gap-3">
              <input
                type="checkbox"
                checked={value.saveCard}
                onChange={(event) => onChange({ ...value, saveCard: event.target.checked })}
                className="h-5 w-5 shrink-0 accent-brand"
              />
              <span>{t('saveCard')}</span>
            </label>
          ) : null}
        </fieldset>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
