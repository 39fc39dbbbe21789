import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff } from '@/lib/auth/page-guards';
import { AppError } from '@/lib/errors';
import { getPerson, restaurantChoices, type PersonResource } from '@/lib/admin/people';
import { DEFAULT_TIME_ZONE } from '@/lib/restaurants/hours';
import { ManageTabs } from '@/components/admin/manage-tabs';
import { PersonActions } from '@/components/admin/people/person-actions';
import { PersonBadges } from '@/components/admin/people/person-badges';
import { PersonForm } from '@/components/admin/people/person-form';
import { PersonOrders } from '@/components/admin/people/person-orders';

type Props = { params: Promise<{ locale: string; id: string }> };

/** The person of /admin/personas/{id}; notFound for an id that is no account. */
async function personOf(id: string): Promise<PersonResource> {
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  try {
    return await getPerson(Number(id));
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PeopleAdmin');
  return { title: t('title'), robots: { index: false } };
}

/**
 * A person's page (issue 14): their data; role and restaurants; block, password
 * reset, two-factor reset and deletion; and their latest orders.
 */
export default async function PersonPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(asLocale(locale));
  const auth = await requireStaff(`/admin/personas/${id}`, 'users.manage');
  const [person, restaurants] = await Promise.all([personOf(id), restaurantChoices()]);
  const t = await getTranslations('PeopleAdmin');
  const isSelf = person.id === auth.user.id;
  const date = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: DEFAULT_TIME_ZONE });
  const row = 'grid gap-1 py-2 sm:grid-cols-[12rem_1fr]';
  return (
    <div className="mx-auto max-w-5xl">
      <Link href="/admin/personas" className="text-sm font-semibold text-brand underline-offset-2 hover:underline">
        ← {t('backToList')}
      </Link>
      <h1 className="mt-2 font-display text-3xl font-bold break-words">
        {person.name}
        {isSelf ? <span className="ml-2 text-muted">{t('you')}</span> : null}
      </h1>
      <ManageTabs role={auth.user.role} current="people" />

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="person-data-title" className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
          <h2 id="person-data-title" className="font-display text-xl font-bold">
            {t('data.title')}
          </h2>
          <dl className="mt-2 divide-y divide-line">
            <div className={row}>
              <dt className="font-semibold">{t('data.email')}</dt>
              <dd className="break-all">{person.phone_caller ? t('data.noEmail') : person.email}</dd>
            </div>
            <div className={row}>
              <dt className="font-semibold">{t('data.phone')}</dt>
              <dd>{person.phone ?? <span className="text-muted">{t('data.noPhone')}</span>}</dd>
            </div>
            <div className={row}>
              <dt className="font-semibold">{t('data.role')}</dt>
              <dd>
                {t(`roles.${person.role}`)}
                {person.role === 'staff' && person.restaurants.length ? (
                  <span className="block text-sm text-muted">
                    {person.restaurants.map((restaurant) => restaurant.name).join(', ')}
                  </span>
                ) : null}
              </dd>
            </div>
            <div className={row}>
              <dt className="font-semibold">{t('data.state')}</dt>
              <dd>
                <PersonBadges person={person} />
              </dd>
            </div>
            {person.phone_caller ? null : (
              <div className={row}>
                <dt className="font-semibold">{t('data.emailVerified')}</dt>
                <dd>{person.email_verified ? t('data.yes') : t('data.no')}</dd>
              </div>
            )}
            <div className={row}>
              <dt className="font-semibold">{t('data.twoFactor')}</dt>
              <dd>{person.two_factor ? t('data.on') : t('data.off')}</dd>
            </div>
            <div className={row}>
              <dt className="font-semibold">{t('data.createdAt')}</dt>
              <dd>
                <time dateTime={person.created_at}>{date.format(new Date(person.created_at))}</time>
              </dd>
            </div>
            <div className={row}>
              <dt className="font-semibold">{t('data.orders')}</dt>
              <dd>{person.orders_count}</dd>
            </div>
          </dl>
        </section>

        <div className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
          {/* Keyed by what the server holds, so a refresh after saving starts the form from it. */}
          <PersonForm
            key={`${person.role}-${person.restaurants.map((restaurant) => restaurant.id).join(',')}-${person.name}`}
            person={{ id: person.id, name: person.name, role: person.role, restaurants: person.restaurants }}
            restaurants={restaurants}
            isSelf={isSelf}
          />
        </div>
      </div>

      <div className="mt-6">
        <PersonActions
          person={{
            id: person.id,
            name: person.name,
            email: person.email,
            blocked: person.blocked,
            two_factor: person.two_factor,
            phone_caller: person.phone_caller,
          }}
          isSelf={isSelf}
        />
      </div>

      <PersonOrders
        name={person.name}
        orders={person.orders}
        total={person.orders_count}
        timeZone={DEFAULT_TIME_ZONE}
      />
    </div>
  );
}
