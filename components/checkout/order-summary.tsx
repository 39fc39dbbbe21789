'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Totals } from '@/lib/orders/totals';
import { formatEuros } from '@/lib/pricing/money';
import { FormAlert } from '@/components/ui/field';
import { Button } from '@/components/ui/button';

/**
 * The totals as the page previews them (lib/orders/totals, the server's own
 * rules) and the confirm button. The server recomputes every amount.
 */
export function OrderSummary({
  totals,
  discounts,
  promotionField,
  isDelivery,
  minimumOrderCents,
  surchargeCents,
  alert,
  isSending,
  isDisabled,
  formId,
}: {
  totals: Totals;
  /** Each discount as its own line (promotion code, loyalty card). */
  discounts: { id: string; label: string; amountCents: number }[];
  /** The promotion code field, under the totals. */
  promotionField: ReactNode;
  isDelivery: boolean;
  minimumOrderCents: number;
  surchargeCents: number;
  alert: string | null;
  isSending: boolean;
  isDisabled: boolean;
  formId: string;
}) {
  const t = useTranslations('Checkout');
  const row = (label: string, cents: number, testId: string) => (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd data-testid={testId}>{formatEuros(cents)}</dd>
    </div>
  );
  return (
    <section
      aria-labelledby="checkout-summary-title"
      className="rounded-2xl border border-line bg-white px-4 py-4 sm:px-6 lg:sticky lg:top-24"
    >
      <h2 id="checkout-summary-title" className="font-display text-xl font-bold">
        {t('summaryHeading')}
      </h2>
      <dl className="mt-3 space-y-2">
        {row(t('subtotal'), totals.subtotalCents, 'checkout-subtotal')}
        {discounts.map((discount) => (
          <div key={discount.id} className="flex justify-between gap-4 text-olive">
            <dt className="min-w-0">{discount.label}</dt>
            <dd data-testid={`checkout-discount-${discount.id}`} className="shrink-0 tabular-nums">
              −{formatEuros(discount.amountCents)}
            </dd>
          </div>
        ))}
        {totals.surchargeCents > 0 ? row(t('surcharge'), totals.surchargeCents, 'checkout-surcharge') : null}
        {isDelivery ? row(t('shipping'), totals.shippingCents, 'checkout-shipping') : null}
        {totals.packagingUnits > 0
          ? row(t('packaging', { count: totals.packagingUnits }), totals.packagingCents, 'checkout-packaging')
          : null}
        <div className="flex justify-between gap-4 border-t border-line pt-2 text-lg font-bold">
          <dt>{t('total')}</dt>
          <dd data-testid="checkout-total">{formatEuros(totals.totalCents)}</dd>
        </div>
      </dl>
      <ul className="mt-1 text-sm text-muted" data-testid="checkout-taxes">
        {totals.tax.map((tax) => (
          <li key={tax.rate}>{t('taxByRate', { rate: tax.rate, amount: formatEuros(tax.taxCents) })}</li>
        ))}
      </ul>
      {totals.missingForMinimumCents > 0 ? (
        <p className="mt-3 rounded-lg bg-lemon/40 px-3 py-2 text-sm">
          {t('minimumHint', {
            minimum: formatEuros(minimumOrderCents),
            missing: formatEuros(totals.missingForMinimumCents),
            surcharge: formatEuros(surchargeCents),
          })}
        </p>
      ) : null}
      {promotionField}
      {alert ? (
        <div className="mt-4">
          <FormAlert>{alert}</FormAlert>
        </div>
      ) : null}
      <Button
        type="submit"
        form={formId}
        size="lg"
        disabled={isDisabled}
        aria-disabled={isSending || isDisabled}
        isBusy={isSending}
        busyLabel={t('sending')}
        className="mt-4 w-full text-lg"
      >
        {t('confirm')}
      </Button>
      <p className="mt-2 text-xs text-muted">{t('previewNote')}</p>
    </section>
  );
}
