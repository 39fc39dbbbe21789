import { useTranslations } from 'next-intl';
import { AccountSection } from './account-section';
import { PasswordForm } from './password-form';
import { TwoFactorSection } from './two-factor-section';

/** Seguridad: the password and two-factor authentication. */
export function SecuritySection({ isTwoFactorEnabled }: { isTwoFactorEnabled: boolean }) {
  const t = useTranslations('AccountSecurity');
  return (
    <AccountSection id="seguridad" title={t('title')} description={t('description')}>
      <div className="space-y-8">
        <PasswordForm />
        <hr className="border-line" />
        <TwoFactorSection initialEnabled={isTwoFactorEnabled} />
      </div>
    </AccountSection>
  );
}
