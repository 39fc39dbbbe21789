import { redirect } from '@/lib/i18n/navigation';
import { asLocale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

/** The catalogue admin opens on the products. */
export default async function CatalogueAdminIndex({ params }: Props) {
  const { locale } = await params;
  redirect({ href: '/admin/catalogo/productos', locale: asLocale(locale) });
}
