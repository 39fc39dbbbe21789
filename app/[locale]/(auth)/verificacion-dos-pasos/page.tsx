import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { TwoFactorForm } from '@/components/auth/two-factor-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Auth'))('twoFactorTitle') };
}

/** Target of a login answering {two_factor: true}. */
export default async function TwoFactorPage({ searchParams }: { searchParams: Promise<{ redirect?: string }> }) {
  const { redirect: redirectTo } = await searchParams;
  const t = await getTranslations('Auth');
  return (
    <AuthCard title={t('twoFactorTitle')}>
      <TwoFactorForm redirectTo={redirectTo ?? null} />
    </AuthCard>
  );
}
