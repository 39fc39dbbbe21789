'use client';

import { useTranslations } from 'next-intl';
import { LoginForm } from '@/components/auth/login-form';
import { Dialog } from '@/components/ui/dialog';

/**
 * "Añadir" as a visitor (issue 13, item 5): sign in here, without leaving the
 * catalogue. The product is already kept in this browser (lib/ordering/pending-add);
 * after signing in the catalogue loads again and puts it in the cart. "Regístrate"
 * leaves for the registration page: the product waits through it and the
 * e-mail verification too.
 */
export function SignInDialog({
  productName,
  returnTo,
  onClose,
}: {
  productName: string | null;
  /** Where the customer comes back to, signed in: this catalogue. */
  returnTo: string;
  onClose: () => void;
}) {
  const t = useTranslations('SignInDialog');
  return (
    <Dialog isOpen={productName !== null} onClose={onClose} title={t('title')}>
      <p className="mb-4 text-muted">{t('lead', { product: productName ?? '' })}</p>
      <LoginForm redirectTo={returnTo} isInDialog />
    </Dialog>
  );
}
