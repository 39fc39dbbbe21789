import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCurrentAuth } from '@/lib/auth/current-user';
import { AuthCard } from '@/components/auth/auth-card';
import { RegisterForm } from '@/components/auth/register-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Auth'))('registerTitle') };
}

export default async function RegisterPage() {
  if (await getCurrentAuth()) redirect('/pedido-online');
  const t = await getTranslations('Auth');
  return (
    <AuthCard title={t('registerTitle')} lead={t('registerLead')}>
      <RegisterForm />
    </AuthCard>
  );
}
