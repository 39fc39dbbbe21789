import { redirect } from '@/lib/i18n/navigation';
import { asLocale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

/** The back office opens on the order board. */
export default async function AdminPage({ params }: Props) {
  const { locale } = await params;
  redirect({ href: '/admin/pedidos', locale: asLocale(locale) });
}
