'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';

export type OrderProfile = { name: string; phone: string };

function Row({
  id,
  label,
  value,
  error,
  action,
}: {
  id: string;
  label: string;
  value: ReactNode;
  error?: string;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-col items-start gap-2 py-3 sm:flex-row sm:justify-between sm:gap-4">
      <div className="min-w-0 sm:flex-1">
        <p id={`${id}-label`} className="text-sm font-medium text-muted">
          {label}
        </p>
        <p className="break-words font-semibold">{value}</p>
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div className="shrink-0">{action}</div>
    </div>
  );
}

const ACTION = 'min-h-11 rounded-full border border-line px-4 py-1.5 text-sm font-semibold hover:border-brand';

/** Who the order is for, its observation, and (fast) the table: each changed in its own modal. */
export function OrderDetailsSection({
  profile,
  observation,
  tableNumber,
  showTable,
  errors,
  onEditProfile,
  onEditObservation,
  onEditTable,
}: {
  profile: OrderProfile;
  observation: string;
  tableNumber: number | null;
  showTable: boolean;
  errors: { profile?: string; observation?: string; table?: string };
  onEditProfile: () => void;
  onEditObservation: () => void;
  onEditTable: () => void;
}) {
  const t = useTranslations('Checkout');
  const action = (id: string, text: string, onClick: () => void) => (
    <button
      type="button"
      onClick={onClick}
      className={ACTION}
      aria-describedby={[`${id}-label`, errors[id as keyof typeof errors] ? `${id}-error` : '']
        .filter(Boolean)
        .join(' ')}
    >
      {text}
    </button>
  );
  return (
    <section
      aria-labelledby="checkout-details-title"
      className="rounded-2xl border border-line bg-white px-4 py-4 sm:px-6"
    >
      <h2 id="checkout-details-title" className="font-display text-xl font-bold">
        {t('detailsLegend')}
      </h2>
      <div className="divide-y divide-line">
        <Row
          id="profile"
          label={t('customer')}
          value={`${profile.name || t('noName')} · ${profile.phone || t('noPhone')}`}
          error={errors.profile}
          action={action('profile', t('changeProfile'), onEditProfile)}
        />
        <Row
          id="observation"
          label={t('observation')}
          value={
            <span className={observation ? 'font-normal' : 'font-normal text-muted'}>
              {observation || t('noObservation')}
            </span>
          }
          error={errors.observation}
          action={action('observation', observation ? t('editObservation') : t('addObservation'), onEditObservation)}
        />
        {showTable ? (
          <Row
            id="table"
            label={t('table')}
            value={tableNumber ? t('tableNumber', { table: tableNumber }) : t('noTable')}
            error={errors.table}
            action={action('table', tableNumber ? t('changeTable') : t('setTable'), onEditTable)}
          />
        ) : null}
      </div>
    </section>
  );
}
