import { useTranslations } from 'next-intl';
import { formatEuros } from '@/lib/pricing/money';
import type { OrderResource } from '@/lib/orders/queries';

type Props = Pick<
  OrderResource,
  'subtotal' | 'discounts' | 'surcharge' | 'shipping' | 'packaging' | 'total' | 'tax_total' | 'taxes'
>;

function Row({ label, amount, isNegative = false }: { label: string; amount: number; isNegative?: boolean }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="min-w-0">{label}</dt>
      <dd className={`shrink-0 tabular-nums ${isNegative ? 'text-olive' : ''}`}>
        {isNegative ? `−${formatEuros(amount)}` : formatEuros(amount)}
      </dd>
    </div>
  );
}

/**
 * Subtotal, each discount on its own line, the minimum-order surcharge and
 * shipping when they apply, the total and the IVA it includes. The server
 * computed every figure; this only shows them.
 */
export function OrderTotals({ subtotal, discounts, surcharge, shipping, packaging, total, tax_total, taxes }: Props) {
  const t = useTranslations('Orders');
  return (
    <div>
      <dl className="space-y-1.5">
        <Row label={t('subtotal')} amount={subtotal} />
        {discounts.map((discount, index) => (
          <Row
            key={`${discount.kind}-${index}`}
            label={discount.label || t('discount')}
            amount={discount.amount}
            isNegative
          />
        ))}
        {surcharge > 0 ? <Row label={t('surcharge')} amount={surcharge} /> : null}
        {shipping > 0 ? <Row label={t('shipping')} amount={shipping} /> : null}
        {packaging.units > 0 ? (
          <Row label={t('packaging', { count: packaging.units })} amount={packaging.amount} />
        ) : null}
        <div className="flex justify-between gap-4 border-t border-line pt-2 text-lg font-bold">
          <dt>{t('total')}</dt>
          <dd className="tabular-nums">{formatEuros(total)}</dd>
        </div>
      </dl>
      {taxes.length > 0 ? (
        <ul className="mt-1 text-right text-sm text-muted" data-testid="order-taxes">
          {taxes.map((tax) => (
            <li key={tax.rate}>
              {t('taxByRate', { rate: tax.rate, quota: formatEuros(tax.quota), base: formatEuros(tax.base) })}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-right text-sm text-muted">{t('taxIncluded', { amount: formatEuros(tax_total) })}</p>
      )}
    </div>
  );
}
