import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { requireStaff } from '@/lib/auth/page-guards';
import { listPromotions } from '@/lib/admin/promotions/promotions';
import { listUrlFromPage, type ListPageParams } from '@/lib/validations/list-page';
import { ManageTabs } from '@/components/admin/manage-tabs';
import { PromotionsTable } from '@/components/admin/promotions/promotions-table';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<ListPageParams> };

const PER_PAGE = 25;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PromotionsAdmin');
  return { title: t('title'), robots: { index: false } };
}

/** The chain's promotions (issue 14, scope 5): 25 a page, searchable by name or code, with their usage. */
export default async function PromotionsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(asLocale(locale));
  const auth = await requireStaff('/admin/promociones', 'promotions.manage');
  const t = await getTranslations('PromotionsAdmin');
  const { url, query } = listUrlFromPage(await searchParams, ['name', 'id', 'starts_at', 'ends_at'], PER_PAGE);
  const list = await listPromotions(url);
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-display text-3xl font-bold">{t('title')}</h1>
      <p className="mt-1 max-w-3xl text-muted">{t('lead')}</p>
      <ManageTabs role={auth.user.role} current="promotions" />
      <PromotionsTable query={query} rows={list.data} meta={list.meta} />
    </div>
  );
}
