import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireUser } from '@/lib/auth/page-guards';
import { AuthCard } from '@/components/auth/auth-card';
import { ConfirmPasswordForm } from '@/components/auth/confirm-password-form';
import { returnPath } from '@/lib/site/routes';
import { safeRedirect } from '@/lib/http/safe-redirect';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Auth'))('confirmTitle') };
}

/**
 * Target of 423: confirm the password, then back to the page named by
 * `redirect` (spec section 8: the route name), in the section `seccion`.
 */
export default async function ConfirmPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ redirect?: string; seccion?: string }>;
}) {
  const { redirect, seccion } = await searchParams;
  const query = new URLSearchParams();
  if (redirect) query.set('redirect', redirect);
  if (seccion) query.set('seccion', seccion);
  await requireUser(`/confirmar-contrasena${query.size ? `?${query}` : ''}`, { verified: false });
  const t = await getTranslations('Auth');
  const back = returnPath(redirect ?? null, seccion ?? null, (path) => safeRedirect(path, '/mi-cuenta'));
  return (
    <AuthCard title={t('confirmTitle')} lead={t('confirmLead')}>
      <ConfirmPasswordForm redirectTo={back} />
    </AuthCard>
  );
}
