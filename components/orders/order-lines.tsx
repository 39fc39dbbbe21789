import { useTranslations } from 'next-intl';
import { isExtraOption } from '@/lib/pricing/selection';
import { useChoiceWords } from '@/lib/hooks/use-choice-words';
import { formatEuros } from '@/lib/pricing/money';
import type { OrderResource } from '@/lib/orders/queries';

type Line = OrderResource['lines'][number];

/** The options the customer chose for a line, in words ("Sin cebolla", "Huevo: frito"). */
function useLineExtras() {
  const t = useTranslations('Orders');
  const tExtra = useTranslations('ExtraOptions');
  const words = useChoiceWords();
  return (line: Line): string[] =>
    Object.entries(line.selection.extra_options ?? {})
      // The customer's own note reads best after the ticked options.
      .sort(([a], [b]) => Number(a === 'observation') - Number(b === 'observation'))
      .flatMap(([key, value]) => {
        if (!isExtraOption(key) || !value) return [];
        return typeof value === 'string'
          ? [t('lineExtra', { label: tExtra(key), value: words(key, value) })]
          : [tExtra(key)];
      });
}

/** The order's products with quantities and prices, as a list. */
export function OrderLines({ lines }: { lines: OrderResource['lines'] }) {
  const t = useTranslations('Orders');
  const extrasOf = useLineExtras();
  return (
    <ul className="divide-y divide-line">
      {lines.map((line) => {
        const extras = extrasOf(line);
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
              {extras.length > 0 ? <p className="mt-0.5 text-sm break-words text-muted">{extras.join(' · ')}</p> : null}
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
