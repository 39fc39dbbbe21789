import { useTranslations } from 'next-intl';
import { formatEuros } from '@/lib/pricing/money';
import type { OrderResource } from '@/lib/orders/queries';

/** The order's products with quantities, what was chosen in each (in words) and prices, as a list. */
export function OrderLines({ lines }: { lines: OrderResource['lines'] }) {
  const t = useTranslations('Orders');
  return (
    <ul className="divide-y divide-line">
      {lines.map((line) => {
        return (
          <li key={line.id} className="flex items-start justify-between gap-4 py-3 first:pt-0">
            <div className="min-w-0">
              <p className="font-semibold">
                <span aria-hidden="true" className="mr-1.5 text-brand">
                  {t('quantity', { count: line.quantity })}
                </span>
                <span className="sr-only">{t('quantityLabel', { count: line.quantity })}, </span>
                {line.name}
              </p>
              {line.details.length > 0 ? (
                <p className="mt-0.5 text-sm break-words text-muted">{line.details.join(' · ')}</p>
              ) : null}
              {line.quantity > 1 ? (
                <p className="mt-0.5 text-sm text-muted">{t('unitPrice', { price: formatEuros(line.unit_price) })}</p>
              ) : null}
            </div>
            <p className="shrink-0 font-semibold tabular-nums">{formatEuros(line.total_price)}</p>
          </li>
        );
      })}
    </ul>
  );
}
