import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCurrentAuth } from '@/lib/auth/current-user';
import { AuthCard } from '@/components/auth/auth-card';
import { VerifyEmail } from '@/components/auth/verify-email';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Auth'))('verifyTitle') };
}

/** /verify-email/{id?}/{token?}: both parameters optional (spec section 2). */
export default async function VerifyEmailPage({ params }: { params: Promise<{ params?: string[] }> }) {
  const segments = (await params).params ?? [];
  // Spec section 8: a page whose parameters do not fit its route is a 404.
  if (segments.length > 2) notFound();
  const [id = null, token = null] = segments;
  const [t, auth] = await Promise.all([getTranslations('Auth'), getCurrentAuth()]);
  return (
    <AuthCard title={t('verifyTitle')}>
      <VerifyEmail id={id} token={token} isSignedIn={auth !== null} />
    </AuthCard>
  );
}
