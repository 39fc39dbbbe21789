'use client';

import { useTranslations } from 'next-intl';
import type { AddressResource } from '@/lib/users/addresses';
import { formatAddress } from '@/lib/orders/address-text';

/** Delivery address: the saved addresses as radios, each with a pencil to edit it, and one to add. */
export function AddressSection({
  addresses,
  selectedId,
  error,
  isChecking,
  onSelect,
  onEdit,
  onAdd,
}: {
  addresses: AddressResource[];
  selectedId: number | null;
  error: string | undefined;
  isChecking: boolean;
  onSelect: (id: number) => void;
  onEdit: (address: AddressResource) => void;
  onAdd: () => void;
}) {
  const t = useTranslations('Checkout');
  const errorId = 'checkout-address-error';
  return (
    <fieldset
      className="rounded-2xl border border-line bg-white px-4 py-4 sm:px-6"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="float-left w-full font-display text-xl font-bold">{t('addressLegend')}</legend>
      {addresses.length === 0 ? <p className="clear-both pt-3 text-muted">{t('noAddresses')}</p> : null}
      <ul className="clear-both space-y-2 pt-3">
        {addresses.map((address) => {
          const { line1, line2 } = formatAddress(address);
          const id = `checkout-address-${address.id}`;
          return (
            <li
              key={address.id}
              className="flex items-start gap-3 rounded-xl border border-line p-3 has-[:checked]:border-brand has-[:checked]:bg-brand-soft/40"
            >
              <input
                type="radio"
                id={id}
                name="address_id"
                value={address.id}
                checked={selectedId === address.id}
                onChange={() => onSelect(address.id)}
                aria-describedby={error && selectedId === address.id ? errorId : undefined}
                aria-invalid={error && selectedId === address.id ? true : undefined}
                className="mt-1 h-5 w-5 shrink-0 accent-brand"
              />
              <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
                <span className="block break-words font-semibold">{line1}</span>
                {line2 ? <span className="block break-words text-sm text-muted">{line2}</span> : null}
                {!address.is_complete ? (
                  <span className="mt-1 inline-block rounded-full bg-lemon px-2 py-0.5 text-xs font-semibold text-ink">
                    {t('incompleteBadge')}
                  </span>
                ) : null}
              </label>
              <button
                type="button"
                onClick={() => onEdit(address)}
                aria-label={t('editAddress', { address: line1 })}
                className="grid h-9 w-9 shrink-0 place-items-center rounded-full hover:bg-brand-soft"
              >
                <svg
                  viewBox="0 0 24 24"
                  className="h-5 w-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  aria-hidden="true"
                >
                  <path d="M4 20h4L18.5 9.5a2.1 2.1 0 0 0-4-4L4 16v4Z" strokeLinejoin="round" />
                  <path d="m13.5 6.5 4 4" />
                </svg>
              </button>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : isChecking ? (
        <p className="mt-2 text-sm text-muted">{t('checkingAddress')}</p>
      ) : null}
      <button
        type="button"
        onClick={onAdd}
        className="mt-3 rounded-full border border-line px-4 py-2 text-sm font-semibold hover:border-brand"
      >
        {t('addAddress')}
      </button>
    </fieldset>
  );
}
