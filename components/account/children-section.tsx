'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { apiFetch } from '@/lib/http/fetcher';
import type { ChildResource } from '@/lib/users/children';
import { AccountSection } from './account-section';
import { ChildModal } from './child-modal';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSubmit } from '@/lib/hooks/use-submit';
import { buttonClass } from '@/components/ui/button';

/** Niños: who can order the children's menu (up to 12, spec section 9). */
export function ChildrenSection({ initialChildren, today }: { initialChildren: ChildResource[]; today: string }) {
  const t = useTranslations('AccountChildren');
  const tAccount = useTranslations('Account');
  const format = useFormatter();
  const [items, setItems] = useState(initialChildren);
  const [editing, setEditing] = useState<{ child: ChildResource | null } | null>(null);
  // A fresh form each time the modal opens; unchanged on close so focus returns to the opener.
  const [modalKey, setModalKey] = useState(0);
  const [deleting, setDeleting] = useState<ChildResource | null>(null);
  const action = useSubmit();

  // Age and the children's menu are worked out by the server: read the list back after a change.
  async function reload() {
    try {
      setItems((await apiFetch<{ data: ChildResource[] }>('/api/user/children')).data);
    } catch {
      // The change itself succeeded; the list catches up on the next load.
    }
  }

  function openEditor(child: ChildResource | null) {
    setModalKey((key) => key + 1);
    setEditing({ child });
  }

  async function onDelete() {
    if (!deleting) return;
    const result = await action.send<null>(`/api/user/children/${deleting.id}`, { method: 'DELETE' });
    if (!result.ok) return;
    toast.success(t('deleted', { name: deleting.name }));
    setDeleting(null);
    await reload();
  }

  return (
    <AccountSection
      id="ninos"
      title={t('title')}
      description={t('description')}
      action={
        <button type="button" onClick={() => openEditor(null)} className={buttonClass('secondary')}>
          {t('add')}
        </button>
      }
    >
      {items.length ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {items.map((child) => (
            <li key={child.id} className="rounded-xl p-4 ring-1 ring-line">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold break-words">{child.name}</p>
                  <p className="text-sm">{t('age', { age: child.age })}</p>
                  <p className="text-sm text-muted">
                    {t('born', {
                      date: format.dateTime(new Date(`${child.birth_date}T00:00:00Z`), {
                        dateStyle: 'long',
                        timeZone: 'UTC',
                      }),
                    })}
                  </p>
                </div>
                <span
                  className={`rounded-full px-3 py-1 text-xs font-bold ${
                    child.childrens_menu ? 'bg-green-100 text-green-900' : 'bg-stone-100 text-muted'
                  }`}
                >
                  {child.childrens_menu ? t('menuYes') : t('menuNo')}
                </span>
              </div>
              <div className="mt-3 flex flex-wrap gap-2 border-t border-line pt-3">
                <button
                  type="button"
                  onClick={() => openEditor(child)}
                  className={buttonClass('ghost')}
                  aria-label={t('editLabel', { name: child.name })}
                >
                  {tAccount('edit')}
                </button>
                <button
                  type="button"
                  onClick={() => setDeleting(child)}
                  className={`${buttonClass('ghost')} text-red-700`}
                  aria-label={t('deleteLabel', { name: child.name })}
                >
                  {tAccount('delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{t('empty')}</p>
      )}
      <ChildModal
        key={modalKey}
        isOpen={editing !== null}
        child={editing?.child ?? null}
        today={today}
        onClose={() => setEditing(null)}
        onSaved={async (saved, isNew) => {
          setEditing(null);
          toast.success(isNew ? t('created', { name: saved.name }) : t('saved'));
          await reload();
        }}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('deleteTitle')}
        confirmLabel={tAccount('delete')}
        isBusy={action.isSending}
        busyLabel={tAccount('deleting')}
        tone="danger"
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      >
        {deleting ? t('deleteConfirm', { name: deleting.name }) : ''}
      </ConfirmDialog>
    </AccountSection>
  );
}
