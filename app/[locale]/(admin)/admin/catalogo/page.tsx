import { redirect } from '@/lib/i18n/navigation';
import { asLocale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

/** The catalogue admin opens on the ingredients. */
export default async function CatalogueAdminIndex({ params }: Props) {
  const { locale } = await params;
  redirect({ href: '/admin/catalogo/ingredientes', locale: asLocale(locale) });
}
