import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { AuthCard, PRIMARY_BUTTON } from '@/components/auth/auth-card';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Auth'))('resetTitle') };
}

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string; email?: string }>;
}) {
  const { token, email } = await searchParams;
  const t = await getTranslations('Auth');
  return (
    <AuthCard title={t('resetTitle')}>
      {token && email ? (
        <ResetPasswordForm token={token} email={email} />
      ) : (
        <div className="space-y-4">
          <p role="alert">{t('resetMissing')}</p>
          <AppLink href="/recuperar-contrasena" className={`block text-center ${PRIMARY_BUTTON}`}>
            {t('requestNewLink')}
          </AppLink>
        </div>
      )}
    </AuthCard>
  );
}
