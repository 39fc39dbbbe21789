import { getTranslations } from 'next-intl/server';
import type { CityResource } from '@/lib/admin/places/cities';
import type { ListMeta } from '@/lib/validations/list-query';
import { DataList } from '../data-list';
import { Cell } from '../table-cell';
import { CityFormButton } from './city-form-button';
import { DeleteButton } from '../delete-button';

type Props = {
  rows: CityResource[];
  meta: ListMeta;
  query: { q: string | null; sort: string | null };
  /** Managers create, edit and delete cities; staff only read the list. */
  runsWholeChain: boolean;
};

/** The cities of /admin/ciudades: name, order, how many restaurants, and (managers) what to do with each. */
export async function CitiesTable({ rows, meta, query, runsWholeChain }: Props) {
  const t = await getTranslations('PlacesAdmin');
  const columns = [
    { key: 'name', label: t('columns.city'), sortable: true },
    { key: 'sort_order', label: t('columns.sortOrder'), sortable: true },
    { key: 'restaurants', label: t('columns.restaurants') },
    ...(runsWholeChain ? [{ key: 'actions', label: t('columns.actions'), className: 'text-right' }] : []),
  ];
  return (
    <DataList
      pathname="/admin/ciudades"
      title={t('citiesTitle')}
      query={query}
      defaultSort="sort_order"
      meta={meta}
      columns={columns}
      searchPlaceholder={t('searchCities')}
      action={runsWholeChain ? <CityFormButton /> : null}
    >
      {rows.map((city) => (
        <tr key={city.id} className="max-sm:block max-sm:py-2">
          <Cell label={t('columns.city')}>
            <span className="font-semibold">{city.name}</span>
            <span className="block text-xs text-muted">{city.slug}</span>
          </Cell>
          <Cell label={t('columns.sortOrder')}>{city.sort_order}</Cell>
          <Cell label={t('columns.restaurants')}>
            {city.restaurants_count === 0 ? (
              <span className="text-muted">{t('noRestaurants')}</span>
            ) : (
              city.restaurants_count
            )}
          </Cell>
          {runsWholeChain ? (
            <Cell label={t('columns.actions')} className="sm:text-right">
              <div className="flex flex-wrap gap-1 sm:justify-end">
                <CityFormButton city={city} />
                <DeleteButton
                  path={`/api/admin/cities/${city.id}`}
                  name={city.name}
                  forceAllowed={false}
                  lead="has"
                  itemsIntro={t('itemsRestaurants')}
                  refusal={t('refuseCity')}
                />
              </div>
            </Cell>
          ) : null}
        </tr>
      ))}
    </DataList>
  );
}
