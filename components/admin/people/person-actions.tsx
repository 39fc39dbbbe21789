'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/toast';
import type { PersonResource } from '@/lib/admin/people';
import { apiFetch, ApiError } from '@/lib/http/fetcher';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/field';

type Props = {
  person: Pick<PersonResource, 'id' | 'name' | 'email' | 'blocked' | 'two_factor' | 'phone_caller'>;
  /** The manager's own account: never blocked or deleted from here (the API refuses it too). */
  isSelf: boolean;
};

type Action = 'block' | 'unblock' | 'passwordReset' | 'twoFactorReset' | 'delete';

/** What the API answered when it refused: a field's message (422), the last-manager rule (409), or its message. */
function refusalOf(error: ApiError): string {
  const fieldMessage = Object.values(error.body.errors ?? {})[0]?.[0];
  return fieldMessage ?? error.message;
}

/**
 * Block or unblock, send a password reset, turn two-factor off (only when it
 * is on) and delete the account; the irreversible or disruptive ones ask
 * first. A refusal (the last manager, oneself) is said on the page.
 */
export function PersonActions({ person, isSelf }: Props) {
  const t = useTranslations('PeopleAdmin');
  const tForms = useTranslations('Forms');
  const router = useRouter();
  const [asking, setAsking] = useState<Action | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const base = `/api/admin/users/${person.id}`;

  async function run(action: Action) {
    setBusy(action);
    setProblem(null);
    try {
      if (action === 'block' || action === 'unblock') {
        await apiFetch(base, { method: 'PUT', json: { blocked: action === 'block' } });
        toast.success(t(action === 'block' ? 'actions.blockedToast' : 'actions.unblockedToast', { name: person.name }));
      } else if (action === 'passwordReset') {
        await apiFetch(`${base}/password-reset`, { method: 'POST' });
        toast.success(t('actions.passwordResetSent', { email: person.email }));
      } else if (action === 'twoFactorReset') {
        await apiFetch(`${base}/two-factor-reset`, { method: 'POST' });
        toast.success(t('actions.twoFactorResetDone', { name: person.name }));
      } else {
        await apiFetch(base, { method: 'DELETE' });
        toast.success(t('actions.deleted', { name: person.name }));
        setAsking(null);
        router.push('/admin/personas');
        router.refresh();
        return;
      }
      setAsking(null);
      router.refresh();
    } catch (error) {
      setAsking(null);
      if (error instanceof ApiError && (error.status === 403 || error.status === 423)) return; // apiFetch is navigating
      setProblem(error instanceof ApiError ? refusalOf(error) : tForms('networkError'));
    } finally {
      setBusy(null);
    }
  }

  const dialog = (
    action: Action,
    title: string,
    question: string,
    confirmLabel: string,
    tone: 'primary' | 'danger',
  ) => (
    <ConfirmDialog
      isOpen={asking === action}
      title={title}
      confirmLabel={confirmLabel}
      busyLabel={t('actions.sending')}
      tone={tone}
      isBusy={busy === action}
      onConfirm={() => run(action)}
      onClose={() => setAsking(null)}
    >
      {question}
    </ConfirmDialog>
  );

  return (
    <section aria-labelledby="person-actions-title" className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
      <h2 id="person-actions-title" className="font-display text-xl font-bold">
        {t('actions.title')}
      </h2>
      {problem ? (
        <div className="mt-3">
          <FormAlert>{problem}</FormAlert>
        </div>
      ) : null}
      {isSelf ? <p className="mt-2 text-sm text-muted">{t('actions.ownAccount')}</p> : null}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {isSelf ? null : person.blocked ? (
          <Button
            variant="secondary"
            isBusy={busy === 'unblock'}
            busyLabel={t('actions.sending')}
            onClick={() => run('unblock')}
          >
            {t('actions.unblock')}
          </Button>
        ) : (
          <Button variant="dangerOutline" onClick={() => setAsking('block')}>
            {t('actions.block')}
          </Button>
        )}
        {/* A phone caller has no e-mail to send a link to. */}
        {person.phone_caller ? null : (
          <Button
            variant="secondary"
            isBusy={busy === 'passwordReset'}
            busyLabel={t('actions.sending')}
            onClick={() => run('passwordReset')}
            aria-describedby="person-password-reset-hint"
          >
            {t('actions.passwordReset')}
          </Button>
        )}
        {person.two_factor ? (
          <Button variant="secondary" onClick={() => setAsking('twoFactorReset')}>
            {t('actions.twoFactorReset')}
          </Button>
        ) : null}
        {isSelf ? null : (
          <Button variant="dangerOutline" onClick={() => setAsking('delete')}>
            {t('actions.delete')}
          </Button>
        )}
      </div>
      {person.phone_caller ? null : (
        <p id="person-password-reset-hint" className="mt-2 text-sm text-muted">
          {t('actions.passwordResetHint', { email: person.email })}
        </p>
      )}

      {dialog(
        'block',
        t('actions.blockTitle', { name: person.name }),
        t('actions.blockQuestion'),
        t('actions.block'),
        'danger',
      )}
      {dialog(
        'twoFactorReset',
        t('actions.twoFactorResetTitle', { name: person.name }),
        t('actions.twoFactorResetQuestion'),
        t('actions.twoFactorResetConfirm'),
        'danger',
      )}
      {dialog(
        'delete',
        t('actions.deleteTitle', { name: person.name }),
        t('actions.deleteQuestion'),
        t('actions.deleteConfirm'),
        'danger',
      )}
    </section>
  );
}
