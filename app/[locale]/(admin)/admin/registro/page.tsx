import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { requireStaff } from '@/lib/auth/page-guards';
import { AUDIT_ENTITIES, listAudit } from '@/lib/audit/log';
import { AuditTable } from '@/components/admin/audit-table';
import { ManageTabs } from '@/components/admin/manage-tabs';
import { DEFAULT_TIME_ZONE } from '@/lib/restaurants/hours';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ pagina?: string; tipo?: string }>;
};

const PER_PAGE = 25;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Audit');
  return { title: t('title'), robots: { index: false } };
}

/**
 * The audit log (issue 14): every back-office change and every staff action on an order (decision 045),
 * newest first, 25 a page, filtered by kind.
 */
export default async function AuditPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(asLocale(locale));
  const auth = await requireStaff('/admin/registro', 'settings.manage');
  const t = await getTranslations('Audit');
  const { pagina, tipo } = await searchParams;
  const entity = AUDIT_ENTITIES.find((candidate) => candidate === tipo) ?? null;
  const url = new URL('http://local/api/admin/audit');
  url.searchParams.set('per_page', String(PER_PAGE));
  if (entity) url.searchParams.set('entity', entity);
  // Any page number from 1; anything else (0, hand-typed nonsense) shows the first page.
  if (pagina && /^[1-9]\d{0,5}$/.test(pagina)) url.searchParams.set('page', pagina);
  const list = await listAudit(auth.user, url);
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-display text-3xl font-bold">{t('title')}</h1>
      <p className="mt-1 text-muted">{t('lead')}</p>
      <ManageTabs role={auth.user.role} current="audit" />
      <AuditTable entries={list.data} meta={list.meta} entity={entity} timeZone={DEFAULT_TIME_ZONE} />
    </div>
  );
}
