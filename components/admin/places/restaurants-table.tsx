import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { RestaurantSummary } from '@/lib/admin/places/restaurants';
import type { ListMeta } from '@/lib/validations/list-query';
import { buttonClass } from '@/components/ui/button';
import { DataList } from '../data-list';
import { Cell } from '../table-cell';
import { DeleteButton } from '../delete-button';

type Props = {
  rows: RestaurantSummary[];
  meta: ListMeta;
  query: { q: string | null; sort: string | null };
  /** Managers: "Nuevo restaurante" and "Borrar"; staff edit the restaurants they are bound to. */
  runsWholeChain: boolean;
};

/** The restaurants of /admin/restaurantes: name, city, phone, state, tables and what to do with each. */
export async function RestaurantsTable({ rows, meta, query, runsWholeChain }: Props) {
  const t = await getTranslations('PlacesAdmin');
  const columns = [
    { key: 'name', label: t('columns.restaurant'), sortable: true },
    { key: 'city', label: t('columns.city'), sortable: true },
    { key: 'phone', label: t('columns.phone') },
    { key: 'active', label: t('columns.state') },
    { key: 'tables', label: t('columns.tables') },
    { key: 'sort_order', label: t('columns.sortOrder'), sortable: true },
    { key: 'actions', label: t('columns.actions'), className: 'text-right' },
  ];
  return (
    <DataList
      pathname="/admin/restaurantes"
      title={t('restaurantsTitle')}
      query={query}
      defaultSort="sort_order"
      meta={meta}
      columns={columns}
      searchPlaceholder={t('searchRestaurants')}
      action={
        runsWholeChain ? (
          <Link href="/admin/restaurantes/nuevo" className={buttonClass('primary')}>
            {t('newRestaurant')}
          </Link>
        ) : null
      }
    >
      {rows.map((restaurant) => (
        <tr key={restaurant.id} className="max-sm:block max-sm:py-2">
          <Cell label={t('columns.restaurant')}>
            <span className="font-semibold">{restaurant.commercial_name}</span>
            <span className="block text-xs text-muted">
              {restaurant.name} · {restaurant.slug}
            </span>
          </Cell>
          <Cell label={t('columns.city')}>{restaurant.city.name}</Cell>
          <Cell label={t('columns.phone')} className="whitespace-nowrap">
            {restaurant.phone}
          </Cell>
          <Cell label={t('columns.state')}>
            {restaurant.active ? (
              t('active')
            ) : (
              <span className="rounded-full bg-line px-2 py-0.5 text-xs font-semibold">{t('inactive')}</span>
            )}
          </Cell>
          <Cell label={t('columns.tables')}>
            {restaurant.max_table_number === 0 ? (
              <span className="text-muted">{t('noTables')}</span>
            ) : (
              restaurant.max_table_number
            )}
          </Cell>
          <Cell label={t('columns.sortOrder')}>{restaurant.sort_order}</Cell>
          <Cell label={t('columns.actions')} className="sm:text-right">
            <div className="flex flex-wrap gap-1 sm:justify-end">
              <Link
                href={`/admin/restaurantes/${restaurant.id}`}
                className={buttonClass('ghost')}
                aria-label={t('editNamed', { name: restaurant.commercial_name })}
              >
                {t('edit')}
              </Link>
              {/* The QR page lists the restaurants that take orders: a switched-off one has none to print. */}
              {restaurant.active && restaurant.max_table_number > 0 ? (
                <Link
                  href={{ pathname: '/admin/mesas', query: { restaurante: restaurant.slug } }}
                  className={buttonClass('ghost')}
                  aria-label={t('qrCodesNamed', { name: restaurant.commercial_name })}
                >
                  {t('qrCodes')}
                </Link>
              ) : null}
              {runsWholeChain ? (
                <DeleteButton
                  path={`/api/admin/restaurants/${restaurant.id}`}
                  name={restaurant.commercial_name}
                  forceAllowed
                  blockedBy={['order']}
                  lead="has"
                  itemsIntro={t('itemsStaff')}
                  refusal={t('refuseRestaurant')}
                  forceWarning={t('forceRestaurant')}
                />
              ) : null}
            </div>
          </Cell>
        </tr>
      ))}
    </DataList>
  );
}
