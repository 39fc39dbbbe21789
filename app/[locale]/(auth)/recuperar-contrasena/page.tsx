import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Auth'))('forgotTitle') };
}

export default async function ForgotPasswordPage() {
  const t = await getTranslations('Auth');
  return (
    <AuthCard title={t('forgotTitle')} lead={t('forgotLead')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
