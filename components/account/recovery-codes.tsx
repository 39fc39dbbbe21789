'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { buttonClass } from '@/components/ui/button';

/** Recovery codes, shown this once (the server keeps only their hashes). */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations('AccountSecurity');

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t('copied'));
    } catch {
      // Clipboard refused (permissions, insecure context): the codes stay on screen to copy by hand.
    }
  }

  return (
    <div
      role="region"
      aria-labelledby="recovery-codes-title"
      className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300"
    >
      <h4 id="recovery-codes-title" className="font-semibold">
        {t('recoveryTitle')}
      </h4>
      <p className="mt-1 text-sm">{t('recoveryNote')}</p>
      <ul className="mt-3 grid grid-cols-1 gap-2 font-mono text-sm min-[380px]:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-white px-3 py-1.5 text-center ring-1 ring-line select-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={onCopy} className={buttonClass('secondary')}>
          {t('copy')}
        </button>
        <button type="button" onClick={onDone} className={buttonClass('primary')}>
          {t('done')}
        </button>
      </div>
    </div>
  );
}
