'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import type { TwoFactorQr } from './two-factor-setup';
import { LazyConfirmDialog, LazyRecoveryCodes, LazyTwoFactorSetup } from './lazy-two-factor';
import { useSubmit } from '@/lib/hooks/use-submit';
import { buttonClass } from '@/components/ui/button';

/**
 * Two-factor: enable (secret + recovery codes) → scan and confirm a first code
 * → the recovery codes, shown once; disable; make new recovery codes.
 */
export function TwoFactorSection({ initialEnabled }: { initialEnabled: boolean }) {
  const t = useTranslations('AccountSecurity');
  const tAccount = useTranslations('Account');
  const [isEnabled, setIsEnabled] = useState(initialEnabled);
  const [qr, setQr] = useState<TwoFactorQr | null>(null);
  // Codes made when enabling, held back until the first code is confirmed.
  const [pendingCodes, setPendingCodes] = useState<string[] | null>(null);
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  const [isDisabling, setIsDisabling] = useState(false);
  const action = useSubmit();

  async function onEnable() {
    const enabled = await action.send<{ recovery_codes: string[] }>('/api/user/two-factor-authentication', {
      method: 'POST',
    });
    if (!enabled.ok) return;
    const code = await action.send<TwoFactorQr>('/api/user/two-factor-qr-code');
    if (!code.ok) return;
    setPendingCodes(enabled.data.recovery_codes);
    setQr(code.data);
  }

  function onConfirmed() {
    setIsEnabled(true);
    setQr(null);
    setShownCodes(pendingCodes);
    setPendingCodes(null);
    toast.success(t('enabled'));
  }

  async function onDisable(isSetupCancel = false) {
    const result = await action.send<null>('/api/user/two-factor-authentication', { method: 'DELETE' });
    if (!result.ok) return;
    setIsEnabled(false);
    setQr(null);
    setPendingCodes(null);
    setShownCodes(null);
    setIsDisabling(false);
    if (!isSetupCancel) toast.success(t('disabled'));
  }

  async function onRegenerate() {
    const result = await action.send<{ recovery_codes: string[] }>('/api/user/two-factor-recovery-codes', {
      method: 'POST',
    });
    if (!result.ok) return;
    setShownCodes(result.data.recovery_codes);
    toast.success(t('regenerated'));
  }

  return (
    <div aria-labelledby="two-factor-title" role="group" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="two-factor-title" className="text-lg font-semibold">
          {t('twoFactorTitle')}
        </h3>
        <span
          className={`rounded-full px-3 py-1 text-xs font-bold ${isEnabled ? 'bg-green-100 text-green-900' : 'bg-stone-100 text-muted'}`}
        >
          {isEnabled ? t('statusOn') : t('statusOff')}
        </span>
      </div>
      <p className="text-muted">{t('twoFactorIntro')}</p>
      {qr ? (
        <LazyTwoFactorSetup
          qr={qr}
          isCancelling={action.isSending}
          onConfirmed={onConfirmed}
          onCancel={() => onDisable(true)}
        />
      ) : null}
      {shownCodes ? <LazyRecoveryCodes codes={shownCodes} onDone={() => setShownCodes(null)} /> : null}
      {!qr && !isEnabled ? (
        <button type="button" onClick={onEnable} disabled={action.isSending} className={buttonClass('primary')}>
          {action.isSending ? t('enabling') : t('enable')}
        </button>
      ) : null}
      {isEnabled && !shownCodes ? (
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={onRegenerate} disabled={action.isSending} className={buttonClass('secondary')}>
            {action.isSending ? t('regenerating') : t('regenerate')}
          </button>
          <button type="button" onClick={() => setIsDisabling(true)} className={`${buttonClass('ghost')} text-red-700`}>
            {t('disable')}
          </button>
        </div>
      ) : null}
      {!isEnabled || qr ? <p className="text-sm text-muted">{tAccount('passwordNote')}</p> : null}
      <LazyConfirmDialog
        isOpen={isDisabling}
        title={t('disableTitle')}
        confirmLabel={t('disable')}
        isBusy={action.isSending}
        busyLabel={t('disabling')}
        tone="danger"
        onConfirm={() => onDisable()}
        onClose={() => setIsDisabling(false)}
      >
        {t('disableConfirm')}
      </LazyConfirmDialog>
    </div>
  );
}
