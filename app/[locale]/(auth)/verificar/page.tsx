import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireUser } from '@/lib/auth/page-guards';
import { AuthCard } from '@/components/auth/auth-card';
import { VerificationNotice } from '@/components/auth/verification-notice';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Auth'))('verifyTitle') };
}

/** /verificar (named route verify): where unverified users are sent. */
export default async function VerifyNoticePage() {
  const auth = await requireUser('/verificar', { verified: false });
  const t = await getTranslations('Auth');
  return (
    <AuthCard title={t('verifyTitle')} lead={t('verifyLead', { email: auth.user.email })}>
      <VerificationNotice isVerified={auth.user.emailVerifiedAt !== null} />
    </AuthCard>
  );
}
