import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { requireStaff } from '@/lib/auth/page-guards';
import { lastThirtyDays } from '@/lib/admin/reports/dates';
import { reportCsvHref, salesQuerySchema } from '@/lib/admin/reports/query';
import { REPORTS_PERMISSION, reportRestaurants, salesReport } from '@/lib/admin/reports/sales';
import type { SalesReport } from '@/lib/admin/reports/types';
import { AppError } from '@/lib/errors';
import { fieldErrors } from '@/lib/validations/errors';
import { ManageTabs } from '@/components/admin/manage-tabs';
import { FormAlert } from '@/components/ui/field';
import { ReportForm } from '@/components/admin/reports/report-form';
import { ReportView } from '@/components/admin/reports/report-view';

type Param = string | string[] | undefined;
type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ desde?: Param; hasta?: Param; restaurante?: Param; agrupar?: Param }>;
};

const first = (value: Param) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Reports');
  return { title: t('title'), robots: { index: false } };
}

/** Sales reports (issue 14, scope 8): by day, restaurant, order type or payment; best sellers; cancellations. */
export default async function ReportsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(asLocale(locale));
  const auth = await requireStaff('/admin/informes', REPORTS_PERMISSION);
  const t = await getTranslations('Reports');
  const query = await searchParams;
  const defaults = lastThirtyDays(new Date());
  const values = {
    from: first(query.desde) || defaults.from,
    to: first(query.hasta) || defaults.to,
    restaurant: first(query.restaurante) ?? '',
    groupBy: first(query.agrupar) || 'day',
  };
  const restaurants = await reportRestaurants(auth.user);

  let report: SalesReport | null = null;
  let errors: Record<string, string[]> = {};
  const parsed = salesQuerySchema.safeParse({ ...values, group_by: values.groupBy });
  if (!parsed.success) errors = fieldErrors(parsed.error);
  else {
    try {
      report = await salesReport(auth.user, parsed.data);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      errors = error.errors ?? { restaurant: [error.message] };
    }
  }

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-display text-3xl font-bold">{t('title')}</h1>
      <p className="mt-1 max-w-3xl text-muted">{t('lead')}</p>
      <ManageTabs role={auth.user.role} current="reports" />
      <ReportForm
        values={values}
        restaurants={restaurants}
        isWholeChain={auth.user.role === 'manager'}
        errors={errors}
      />
      {!report || !parsed.success ? (
        <div className="mt-6">
          <FormAlert>
            {t('form.invalid')} {Object.values(errors).flat().join(' ')}
          </FormAlert>
        </div>
      ) : restaurants.length === 0 ? (
        <p className="mt-6 text-muted">{t('noRestaurants')}</p>
      ) : (
        <ReportView report={report} csvHref={(table) => reportCsvHref(parsed.data, table)} />
      )}
    </div>
  );
}
