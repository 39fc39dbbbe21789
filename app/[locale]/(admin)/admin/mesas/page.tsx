import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { requireStaff } from '@/lib/auth/page-guards';
import { chooseStaffRestaurant } from '@/lib/staff/access';
import { NoRestaurants } from '@/components/admin/no-restaurants';
import { getOrderingRestaurant } from '@/lib/restaurants/queries';
import { tableCodes } from '@/lib/restaurants/table-codes';
import { env } from '@/lib/env';
import { PrintButton } from '@/components/admin/print-button';
import { RestaurantPicker } from '@/components/admin/restaurant-picker';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ restaurante?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Tables');
  return { title: t('title'), robots: { index: false } };
}

/** Printable QR cards, one per table, that open the fast catalogue with the table chosen (issue 14). */
export default async function TableCodesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(asLocale(locale));
  const auth = await requireStaff('/admin/mesas', 'orders.manage');
  const t = await getTranslations('Tables');
  const { restaurant, options } = await chooseStaffRestaurant(auth.user, (await searchParams).restaurante);
  if (!restaurant) return <NoRestaurants />;
  const tables = (await getOrderingRestaurant(restaurant.slug))?.maxTableNumber ?? 0;
  const codes = await tableCodes(env.SITE_URL, restaurant.slug, tables);
  return (
    <div className="mx-auto max-w-5xl">
      <div data-no-print className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold">{t('title')}</h1>
          <p className="mt-1 text-muted">{t('lead')}</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <RestaurantPicker restaurants={options} current={restaurant.slug} path="/admin/mesas" />
          {codes.length ? <PrintButton label={t('print')} /> : null}
        </div>
      </div>
      {codes.length === 0 ? (
        <p className="mt-8 text-muted">{t('noTables')}</p>
      ) : (
        <ul data-qr-sheet className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-2 print:gap-0">
          {codes.map((code) => (
            <li
              key={code.table}
              className="flex flex-col items-center rounded-2xl bg-white p-5 text-center ring-1 ring-line print:rounded-none print:p-8"
            >
              <h2 className="font-display text-3xl font-bold">{t('table', { table: code.table })}</h2>
              <p className="mt-1 font-semibold">{restaurant.commercialName}</p>
              {/* Our own SVG, made by the qrcode library from our own link. */}
              <div
                role="img"
                aria-label={t('codeOf', { table: code.table })}
                className="mt-3 w-48 [&>svg]:h-auto [&>svg]:w-full"
                dangerouslySetInnerHTML={{ __html: code.svg }}
              />
              <p className="mt-3 font-semibold">{t('scan')}</p>
              <p className="mt-1 break-all text-xs text-muted">{code.url}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
