import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireUser } from '@/lib/auth/page-guards';
import { AuthCard } from '@/components/auth/auth-card';
import { ConfirmPasswordForm } from '@/components/auth/confirm-password-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Auth'))('confirmTitle') };
}

/** Target of 423: confirm the password, then back to `redirect`. */
export default async function ConfirmPasswordPage({ searchParams }: { searchParams: Promise<{ redirect?: string }> }) {
  const { redirect: redirectTo } = await searchParams;
  await requireUser(`/confirmar-contrasena${redirectTo ? `?redirect=${encodeURIComponent(redirectTo)}` : ''}`, {
    verified: false,
  });
  const t = await getTranslations('Auth');
  return (
    <AuthCard title={t('confirmTitle')} lead={t('confirmLead')}>
      <ConfirmPasswordForm redirectTo={redirectTo ?? null} />
    </AuthCard>
  );
}
