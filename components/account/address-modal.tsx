'use client';

import { type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { AddressResource } from '@/lib/users/addresses';
import { TextAreaField, TextField } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormErrorAlert } from './form-error-alert';
import { readForm, useSubmit } from '@/lib/hooks/use-submit';

const FIELDS = [
  'street',
  'number',
  'floor',
  'door',
  'postal_code',
  'province',
  'town',
  'country',
  'notes',
  'is_default',
] as const;

/** Add a new address (address = null) or edit one; `onSaved` gets the stored address. */
export function AddressModal({
  isOpen,
  address,
  onClose,
  onSaved,
}: {
  isOpen: boolean;
  address: AddressResource | null;
  onClose: () => void;
  onSaved: (address: AddressResource, isNew: boolean) => void;
}) {
  const t = useTranslations('AccountAddresses');
  const tForms = useTranslations('Forms');
  const { isSending, errors, errorOf, clearErrors, send } = useSubmit();

  function close() {
    clearErrors();
    onClose();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readForm(form, 'address');
    const result = await send<{ data: AddressResource }>(
      address ? `/api/user/addresses/${address.id}` : '/api/user/addresses',
      { method: address ? 'PUT' : 'POST', json: { ...values, is_default: values.is_default === 'on' } },
      form,
    );
    if (!result.ok) return;
    clearErrors();
    onSaved(result.data.data, !address);
  }

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `address-${name}`,
    error: errorOf(name),
    defaultValue: (address?.[name] as string | null | undefined) ?? undefined,
  });

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={close}
      title={address ? t('editTitle') : t('addTitle')}
      size="lg"
      submitLabel={t('save')}
      busyLabel={tForms('sending')}
      isBusy={isSending}
      onSubmit={onSubmit}
    >
      <FormErrorAlert errors={errors} fields={FIELDS} />
      <p className="text-sm text-muted">{tForms('requiredHint')}</p>
      <div className="grid gap-4 sm:grid-cols-6">
        <div className="sm:col-span-4">
          <TextField {...field('street')} label={t('street')} autoComplete="address-line1" isRequired />
        </div>
        <div className="sm:col-span-2">
          <TextField {...field('number')} label={t('number')} isRequired />
        </div>
        <div className="sm:col-span-2">
          <TextField {...field('floor')} label={t('floor')} />
        </div>
        <div className="sm:col-span-2">
          <TextField {...field('door')} label={t('door')} />
        </div>
        <div className="sm:col-span-2">
          <TextField
            {...field('postal_code')}
            label={t('postalCode')}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={5}
            isRequired
          />
        </div>
        <div className="sm:col-span-3">
          <TextField {...field('town')} label={t('town')} autoComplete="address-level2" isRequired />
        </div>
        <div className="sm:col-span-3">
          <TextField {...field('province')} label={t('province')} autoComplete="address-level1" isRequired />
        </div>
        <div className="sm:col-span-6">
          <TextField
            {...field('country')}
            defaultValue={address?.country ?? 'España'}
            label={t('country')}
            autoComplete="country-name"
          />
        </div>
        <div className="sm:col-span-6">
          <TextAreaField {...field('notes')} label={t('notes')} rows={3} maxLength={200} />
        </div>
      </div>
      <label className="flex items-start gap-3">
        <input
          name="address-is_default"
          type="checkbox"
          defaultChecked={address?.is_default ?? false}
          className="mt-1 h-5 w-5 shrink-0 accent-brand"
        />
        {t('isDefault')}
      </label>
    </FormDialog>
  );
}
