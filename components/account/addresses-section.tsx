'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { apiFetch } from '@/lib/http/fetcher';
import type { AddressResource } from '@/lib/users/addresses';
import { AccountSection } from './account-section';
import { AddressCard, addressLabel } from './address-card';
import { LazyAddressModal } from './lazy-address-modal';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSubmit } from '@/lib/hooks/use-submit';
import { buttonClass } from '@/components/ui/button';

type Editing = { address: AddressResource | null } | null;

/** Direcciones: the saved delivery addresses, the default one first. */
export function AddressesSection({ initialAddresses }: { initialAddresses: AddressResource[] }) {
  const t = useTranslations('AccountAddresses');
  const tAccount = useTranslations('Account');
  const [addresses, setAddresses] = useState(initialAddresses);
  const [editing, setEditing] = useState<Editing>(null);
  // A fresh form (and no stale errors) each time the modal opens; the key stays put on close so focus returns to the opener.
  const [modalKey, setModalKey] = useState(0);
  const [deleting, setDeleting] = useState<AddressResource | null>(null);
  const action = useSubmit();

  // The server decides the order and which one is the default: read the list back after a change.
  async function reload() {
    try {
      setAddresses((await apiFetch<{ data: AddressResource[] }>('/api/user/addresses')).data);
    } catch {
      // The change itself succeeded; the list catches up on the next load.
    }
  }

  function openEditor(address: AddressResource | null) {
    setModalKey((key) => key + 1);
    setEditing({ address });
  }

  async function onSetDefault(address: AddressResource) {
    const result = await action.send<null>(`/api/user/addresses/${address.id}/default`, { method: 'POST' });
    if (!result.ok) return;
    toast.success(t('defaultSet'));
    await reload();
  }

  async function onDelete() {
    if (!deleting) return;
    const result = await action.send<null>(`/api/user/addresses/${deleting.id}`, { method: 'DELETE' });
    if (!result.ok) return;
    setDeleting(null);
    toast.success(t('deleted'));
    await reload();
  }

  return (
    <AccountSection
      id="direcciones"
      title={t('title')}
      description={t('description')}
      action={
        <button type="button" onClick={() => openEditor(null)} className={buttonClass('secondary')}>
          {t('add')}
        </button>
      }
    >
      {addresses.length ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              isBusy={action.isSending}
              onEdit={() => openEditor(address)}
              onDelete={() => setDeleting(address)}
              onSetDefault={() => onSetDefault(address)}
            />
          ))}
        </ul>
      ) : (
        <p className="text-muted">{t('empty')}</p>
      )}
      <LazyAddressModal
        key={modalKey}
        isOpen={editing !== null}
        address={editing?.address ?? null}
        onClose={() => setEditing(null)}
        onSaved={async (_saved, isNew) => {
          setEditing(null);
          toast.success(isNew ? t('created') : t('saved'));
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
        {deleting ? t('deleteConfirm', { address: addressLabel(deleting) }) : ''}
      </ConfirmDialog>
    </AccountSection>
  );
}
