import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCurrentAuth } from '@/lib/auth/current-user';
import { AuthCard } from '@/components/auth/auth-card';
import { VerifyEmail } from '@/components/auth/verify-email';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Auth'))('verifyTitle') };
}

/** /verify-email/{id?}/{token?}: both parameters optional (spec section 2). */
export default async function VerifyEmailPage({ params }: { params: Promise<{ params?: string[] }> }) {
  const [id = null, token = null] = (await params).params ?? [];
  const [t, auth] = await Promise.all([getTranslations('Auth'), getCurrentAuth()]);
  return (
    <AuthCard title={t('verifyTitle')}>
      <VerifyEmail id={id} token={token} isSignedIn={auth !== null} />
    </AuthCard>
  );
}
