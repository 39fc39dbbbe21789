import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { PersonSummary, RestaurantChoice } from '@/lib/admin/people';
import { ROLE_PARAMS, STATE_PARAMS, type RoleParam, type StateParam } from '@/lib/admin/people-query';
import type { ListMeta } from '@/lib/validations/list-query';
import { buttonClass } from '@/components/ui/button';
import { DataList } from '../data-list';
import { Cell } from '../table-cell';
import { NewPersonButton } from './new-person-button';
import { PersonBadges } from './person-badges';

type Props = {
  /** The page's query as the list read it: the sort is the effective one ("-created_at" when none was asked). */
  query: { q: string | null; sort: string; role: RoleParam | null; state: StateParam | null };
  rows: PersonSummary[];
  meta: ListMeta;
  restaurants: RestaurantChoice[];
  timeZone: string;
};

const SELECT =
  'min-h-11 rounded-lg border border-line bg-white px-3 text-base font-normal focus:border-brand focus:outline-none';

/** Customers and staff: who, role, the restaurants they run, state, since when; each opens their own page. */
export async function PeopleTable({ query, rows, meta, restaurants, timeZone }: Props) {
  const t = await getTranslations('PeopleAdmin');
  const date = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeZone });
  const columns = [
    { key: 'name', label: t('columns.name'), sortable: true },
    { key: 'role', label: t('columns.role'), sortable: true },
    { key: 'restaurants', label: t('columns.restaurants') },
    { key: 'state', label: t('columns.state') },
    { key: 'created_at', label: t('columns.created_at'), sortable: true },
    { key: 'actions', label: t('columns.actions'), className: 'text-right' },
  ];
  const filters = (
    <>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t('roleFilter')}
        <select name="rol" defaultValue={query.role ?? ''} className={SELECT}>
          <option value="">{t('allRoles')}</option>
          {(Object.keys(ROLE_PARAMS) as RoleParam[]).map((role) => (
            <option key={role} value={role}>
              {t(`roleOptions.${role}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t('stateFilter')}
        <select name="estado" defaultValue={query.state ?? ''} className={SELECT}>
          <option value="">{t('allStates')}</option>
          {(Object.keys(STATE_PARAMS) as StateParam[]).map((state) => (
            <option key={state} value={state}>
              {t(`stateOptions.${state}`)}
            </option>
          ))}
        </select>
      </label>
    </>
  );
  return (
    <DataList
      pathname="/admin/personas"
      title={t('listTitle')}
      query={query}
      keep={{ rol: query.role, estado: query.state }}
      defaultSort="-created_at"
      meta={meta}
      columns={columns}
      filters={filters}
      searchPlaceholder={t('searchPlaceholder')}
      action={<NewPersonButton restaurants={restaurants} />}
    >
      {rows.map((person) => (
        <tr key={person.id} className="max-sm:block max-sm:py-2">
          <Cell label={t('columns.name')}>
            <Link href={`/admin/personas/${person.id}`} className="font-semibold underline-offset-2 hover:underline">
              {person.name}
            </Link>
            <span className="block break-all text-xs text-muted">
              {person.phone_caller ? t('noEmail') : person.email}
            </span>
          </Cell>
          <Cell label={t('columns.role')}>{t(`roles.${person.role}`)}</Cell>
          <Cell label={t('columns.restaurants')}>
            {person.role === 'manager' ? (
              t('allRestaurants')
            ) : person.role === 'staff' ? (
              person.restaurants.length ? (
                person.restaurants.map((restaurant) => restaurant.name).join(', ')
              ) : (
                <span className="text-muted">{t('noRestaurants')}</span>
              )
            ) : (
              <span className="text-muted">
                <span aria-hidden="true">{t('none')}</span>
                <span className="sr-only">{t('noRestaurants')}</span>
              </span>
            )}
          </Cell>
          <Cell label={t('columns.state')}>
            <PersonBadges person={person} />
          </Cell>
          <Cell label={t('columns.created_at')} className="whitespace-nowrap">
            <time dateTime={person.created_at}>{date.format(new Date(person.created_at))}</time>
          </Cell>
          <Cell label={t('columns.actions')} className="sm:text-right">
            <Link
              href={`/admin/personas/${person.id}`}
              className={buttonClass('ghost')}
              aria-label={t('viewNamed', { name: person.name })}
            >
              {t('view')}
            </Link>
          </Cell>
        </tr>
      ))}
    </DataList>
  );
}
