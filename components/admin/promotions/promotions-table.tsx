import { getTranslations } from 'next-intl/server';
import type { PromotionResource } from '@/lib/admin/promotions/promotions';
import type { ListMeta } from '@/lib/validations/list-query';
import { formatEuros } from '@/lib/pricing/money';
import { DEFAULT_TIME_ZONE } from '@/lib/restaurants/hours';
import { Link } from '@/lib/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { Cell } from '../table-cell';
import { DataList } from '../data-list';
import { DeleteButton } from '../delete-button';
import { PROMOTIONS_API } from './promotion-form';

type Props = { query: { q: string | null; sort: string | null }; rows: PromotionResource[]; meta: ListMeta };

const day = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: DEFAULT_TIME_ZONE,
});

/** Promotions: what they take off, how customers get them, when and for what, how much they were used. */
export async function PromotionsTable({ query, rows, meta }: Props) {
  const t = await getTranslations('PromotionsAdmin');
  const columns = [
    { key: 'name', label: t('columns.name'), sortable: true },
    { key: 'discount', label: t('columns.discount') },
    { key: 'how', label: t('columns.how') },
    { key: 'starts_at', label: t('columns.dates'), sortable: true },
    { key: 'usage', label: t('columns.usage') },
    { key: 'active', label: t('columns.active') },
    { key: 'actions', label: t('columns.actions'), className: 'text-right' },
  ];
  const dates = (promotion: PromotionResource) => {
    const from = promotion.starts_at ? day.format(new Date(promotion.starts_at)) : null;
    const to = promotion.ends_at ? day.format(new Date(promotion.ends_at)) : null;
    if (from && to) return t('dates.between', { from, to });
    if (from) return t('dates.from', { from });
    if (to) return t('dates.until', { to });
    return t('dates.always');
  };
  return (
    <DataList
      pathname="/admin/promociones"
      title={t('title')}
      query={query}
      defaultSort="name"
      meta={meta}
      columns={columns}
      searchPlaceholder={t('searchPlaceholder')}
      action={
        <Link href="/admin/promociones/nueva" className={buttonClass('primary')}>
          {t('new')}
        </Link>
      }
    >
      {rows.map((promotion) => (
        <tr key={promotion.id} className="max-sm:block max-sm:py-2">
          <Cell label={t('columns.name')}>
            <span className="font-semibold">{promotion.name}</span>
            {promotion.description ? <span className="block text-xs text-muted">{promotion.description}</span> : null}
          </Cell>
          <Cell label={t('columns.discount')} className="whitespace-nowrap">
            {promotion.kind === 'percentage'
              ? t('percentOff', { value: promotion.value })
              : t('amountOff', { amount: formatEuros(promotion.value) })}
            {promotion.min_subtotal_cents ? (
              <span className="block text-xs text-muted">
                {t('minimum', { amount: formatEuros(promotion.min_subtotal_cents) })}
              </span>
            ) : null}
          </Cell>
          <Cell label={t('columns.how')}>
            {promotion.mode === 'code' ? (
              <code className="rounded bg-cream px-1.5 py-0.5 font-mono text-xs">{promotion.code}</code>
            ) : (
              t(`modes.${promotion.mode}`)
            )}
            <span className="block text-xs text-muted">
              {promotion.delivery_types.map((type) => t(`deliveryTypes.${type}`)).join(' · ')}
              {promotion.first_order_only ? ` · ${t('firstOrderOnly')}` : ''}
            </span>
          </Cell>
          <Cell label={t('columns.dates')}>{dates(promotion)}</Cell>
          <Cell label={t('columns.usage')}>
            {t('usage', { orders: promotion.usage.orders, amount: formatEuros(promotion.usage.discount_cents) })}
            {promotion.codes ? (
              <span className="block text-xs text-muted">
                {t('codes.summary', { total: promotion.codes.total, used: promotion.codes.used })}
              </span>
            ) : promotion.max_uses !== null ? (
              <span className="block text-xs text-muted">{t('maxUses', { count: promotion.max_uses })}</span>
            ) : null}
          </Cell>
          <Cell label={t('columns.active')}>{promotion.active ? t('active') : t('inactive')}</Cell>
          <Cell label={t('columns.actions')} className="sm:text-right">
            <div className="flex justify-end gap-1 max-sm:justify-start">
              <Link
                href={`/admin/promociones/${promotion.id}`}
                className={buttonClass('ghost')}
                aria-label={t('editNamed', { name: promotion.name })}
              >
                {t('edit')}
              </Link>
              <DeleteButton
                path={`${PROMOTIONS_API}/${promotion.id}`}
                name={promotion.name}
                forceAllowed={false}
                refusal={t('refuseUsed')}
              />
            </div>
          </Cell>
        </tr>
      ))}
    </DataList>
  );
}
