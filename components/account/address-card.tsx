'use client';

import { useTranslations } from 'next-intl';
import type { AddressResource } from '@/lib/users/addresses';
import { buttonClass } from '@/components/ui/button';

export function addressLabel(address: Pick<AddressResource, 'street' | 'number'>): string {
  return [address.street, address.number].filter(Boolean).join(', ');
}

function PencilIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
      <path d="M13.6 2.6a2 2 0 0 1 2.8 0l1 1a2 2 0 0 1 0 2.8L8 15.8l-4.5 1.1a.5.5 0 0 1-.6-.6L4 11.9l9.6-9.3Zm-8.2 10.1-.6 2.5 2.5-.6 8-8-1.9-1.9-8 8Z" />
    </svg>
  );
}

/** One saved address with its badges and actions. */
export function AddressCard({
  address,
  isBusy,
  onEdit,
  onDelete,
  onSetDefault,
}: {
  address: AddressResource;
  isBusy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
}) {
  const t = useTranslations('AccountAddresses');
  const tAccount = useTranslations('Account');
  const label = addressLabel(address);
  const extra = [
    address.floor && t('floorValue', { floor: address.floor }),
    address.door && t('doorValue', { door: address.door }),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <li className={`rounded-xl p-4 ring-1 ${address.is_complete ? 'ring-line' : 'ring-amber-400'}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words">{label}</p>
          {extra ? <p className="text-sm">{extra}</p> : null}
          <p className="text-sm text-muted">
            {[address.postal_code, address.town].filter(Boolean).join(' ')}
            {address.province ? ` (${address.province})` : null}
            {address.country ? ` · ${address.country}` : null}
          </p>
          {address.notes ? <p className="mt-1 text-sm text-muted italic break-words">{address.notes}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {address.is_default ? (
            <span className="rounded-full bg-brand-soft px-3 py-1 text-xs font-bold text-brand-dark">
              {tAccount('default')}
            </span>
          ) : null}
          {!address.is_complete ? (
            <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold text-amber-900">
              {t('incomplete')}
            </span>
          ) : null}
        </div>
      </div>
      {!address.is_complete ? <p className="mt-2 text-sm font-medium text-amber-900">{t('incompleteHint')}</p> : null}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
        <div className="flex gap-2">
          <button
            type="button"
            onClick={onEdit}
            className={buttonClass('ghost')}
            aria-label={t('editLabel', { address: label })}
          >
            <PencilIcon />
            {tAccount('edit')}
          </button>
          <button
            type="button"
            onClick={onDelete}
            className={`${buttonClass('ghost')} text-red-700`}
            aria-label={t('deleteLabel', { address: label })}
          >
            {tAccount('delete')}
          </button>
        </div>
        {!address.is_default ? (
          <button
            type="button"
            onClick={onSetDefault}
            disabled={isBusy}
            className={buttonClass('ghost')}
            aria-label={t('setDefaultLabel', { address: label })}
          >
            {t('setDefault')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
