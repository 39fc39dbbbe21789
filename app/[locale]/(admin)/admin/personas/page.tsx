import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { requireStaff } from '@/lib/auth/page-guards';
import { listPeople, restaurantChoices } from '@/lib/admin/people';
import { isRoleParam, isStateParam, pageParamsOf, peopleListUrl, PEOPLE_DEFAULT_SORT } from '@/lib/admin/people-query';
import { DEFAULT_TIME_ZONE } from '@/lib/restaurants/hours';
import { ManageTabs } from '@/components/admin/manage-tabs';
import { PeopleTable } from '@/components/admin/people/people-table';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const PER_PAGE = 25;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PeopleAdmin');
  return { title: t('title'), robots: { index: false } };
}

/** People (issue 14): customers and staff, searched, filtered, sorted and paged on the server, 25 a page. */
export default async function PeopleAdminPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(asLocale(locale));
  const auth = await requireStaff('/admin/personas', 'users.manage');
  const t = await getTranslations('PeopleAdmin');
  const pageParams = pageParamsOf(await searchParams);
  const url = peopleListUrl(pageParams, PER_PAGE);
  const [list, restaurants] = await Promise.all([listPeople(url), restaurantChoices()]);
  const query = {
    q: url.searchParams.get('q'),
    sort: url.searchParams.get('sort') ?? PEOPLE_DEFAULT_SORT,
    role: isRoleParam(pageParams.rol) ? pageParams.rol : null,
    state: isStateParam(pageParams.estado) ? pageParams.estado : null,
  };
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-display text-3xl font-bold">{t('title')}</h1>
      <p className="mt-1 max-w-3xl text-muted">{t('lead')}</p>
      <ManageTabs role={auth.user.role} current="people" />
      <PeopleTable
        query={query}
        rows={list.data}
        meta={list.meta}
        restaurants={restaurants}
        timeZone={DEFAULT_TIME_ZONE}
      />
    </div>
  );
}
