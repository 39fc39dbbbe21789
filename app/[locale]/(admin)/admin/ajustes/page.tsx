import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { requireStaff } from '@/lib/auth/page-guards';
import { getSettings } from '@/lib/admin/settings';
import { ManageTabs } from '@/components/admin/manage-tabs';
import { SettingsForms } from '@/components/admin/settings/settings-forms';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('SettingsAdmin');
  return { title: t('title'), robots: { index: false } };
}

/** The chain's settings (issue 14, scope 5): loyalty, company data, social links, kitchen stations. */
export default async function SettingsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(asLocale(locale));
  const auth = await requireStaff('/admin/ajustes', 'settings.manage');
  const t = await getTranslations('SettingsAdmin');
  const settings = await getSettings();
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-display text-3xl font-bold">{t('title')}</h1>
      <p className="mt-1 text-muted">{t('lead')}</p>
      <ManageTabs role={auth.user.role} current="settings" />
      <SettingsForms settings={settings} />
    </div>
  );
}
