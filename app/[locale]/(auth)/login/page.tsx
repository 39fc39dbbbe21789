import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCurrentAuth } from '@/lib/auth/current-user';
import { AuthCard } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { safeRedirect } from '@/lib/http/safe-redirect';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Auth'))('loginTitle') };
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ redirect?: string }> }) {
  const { redirect: redirectTo } = await searchParams;
  if (await getCurrentAuth()) redirect(safeRedirect(redirectTo));
  const t = await getTranslations('Auth');
  return (
    <AuthCard title={t('loginTitle')} lead={t('loginLead')}>
      <LoginForm redirectTo={redirectTo ?? null} />
    </AuthCard>
  );
}
