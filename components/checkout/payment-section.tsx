'use client';

import { useTranslations } from 'next-intl';
import type { DeliveryType } from '@/lib/vocabulary/catalogue';
import { PAYMENT_METHODS, type PaymentMethod } from '@/lib/vocabulary/payment-methods';

export type { PaymentMethod };

/** Cash, or card: to the rider for delivery, at the table there, at the counter otherwise. */
export function PaymentSection({
  service,
  value,
  error,
  onChange,
}: {
  service: DeliveryType | 'table';
  value: PaymentMethod;
  error: string | undefined;
  onChange: (value: PaymentMethod) => void;
}) {
  const t = useTranslations('Checkout');
  const errorId = 'checkout-payment-error';
  const label = (method: PaymentMethod) =>
    method === 'cash' ? t('cash', { type: service }) : t('cardOnDelivery', { type: service });
  return (
    <fieldset className="rounded-2xl border border-line bg-white px-4 py-4 sm:px-6">
      <legend className="float-left w-full font-display text-xl font-bold">{t('paymentLegend')}</legend>
      <div className="clear-both grid gap-2 pt-3 sm:grid-cols-2">
        {PAYMENT_METHODS.map((method) => (
          <label
            key={method}
            className="flex items-center gap-3 rounded-xl border border-line p-3 has-[:checked]:border-brand has-[:checked]:bg-brand-soft/40"
          >
            <input
              type="radio"
              name="payment_method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              aria-describedby={error ? errorId : undefined}
              className="h-5 w-5 shrink-0 accent-brand"
            />
            <span className="font-semibold">{label(method)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
