'use client';

import { useId, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { AddressResource } from '@/lib/users/addresses';
import { apiFetch } from '@/lib/http/fetcher';
import { FormAlert, TextAreaField, TextField } from '@/components/forms/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Modal } from '@/components/ui/modal';

const FIELDS = ['street', 'number', 'floor', 'door', 'postal_code', 'town', 'province', 'country', 'notes'] as const;
type FieldName = (typeof FIELDS)[number];

/** Spec: the address add/edit modal, from checkout. `address` null adds a new one. */
export function AddressModal({
  isOpen,
  address,
  onClose,
  onSaved,
}: {
  isOpen: boolean;
  address: AddressResource | null;
  onClose: () => void;
  onSaved: (address: AddressResource) => void;
}) {
  const t = useTranslations('CheckoutAddress');
  const tForms = useTranslations('Forms');
  const tCommon = useTranslations('Common');
  const formId = useId();
  const form = useApiForm();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(FIELDS.map((name) => [name, String(data.get(`address-${name}`) ?? '')]));
    const saved = await form.submit(() =>
      apiFetch<{ data: AddressResource }>(address ? `/api/user/addresses/${address.id}` : '/api/user/addresses', {
        method: address ? 'PUT' : 'POST',
        json: { ...values, is_default: address?.is_default ?? false },
      }),
    );
    if (saved) onSaved(saved.data);
  }

  const field = (name: FieldName) => ({
    id: `address-${name}`,
    label: t(name),
    error: form.errorOf(name),
    defaultValue: address?.[name] ?? (name === 'country' ? 'España' : undefined),
  });

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={address ? t('editTitle') : t('addTitle')}
      size="lg"
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className="rounded-full px-5 py-2 font-semibold hover:bg-brand-soft">
            {tCommon('cancel')}
          </button>
          <button type="submit" form={formId} disabled={form.isSending} className="rounded-full bg-brand px-6 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60">
            {form.isSending ? tForms('sending') : t('save')}
          </button>
        </div>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        {form.alert ? <FormAlert>{form.alert}</FormAlert> : null}
        <p className="text-sm text-muted">{tForms('requiredHint')}</p>
        <div className="grid gap-4 sm:grid-cols-6">
          <div className="sm:col-span-4">
            <TextField {...field('street')} autoComplete="address-line1" isRequired />
          </div>
          <div className="sm:col-span-2">
            <TextField {...field('number')} isRequired />
          </div>
          <div className="sm:col-span-2">
            <TextField {...field('floor')} />
          </div>
          <div className="sm:col-span-2">
            <TextField {...field('door')} />
          </div>
          <div className="sm:col-span-2">
            <TextField {...field('postal_code')} autoComplete="postal-code" inputMode="numeric" maxLength={5} isRequired />
          </div>
          <div className="sm:col-span-3">
            <TextField {...field('town')} autoComplete="address-level2" isRequired />
          </div>
          <div className="sm:col-span-3">
            <TextField {...field('province')} autoComplete="address-level1" isRequired />
          </div>
          <div className="sm:col-span-6">
            <TextField {...field('country')} autoComplete="country-name" />
          </div>
          <div className="sm:col-span-6">
            <TextAreaField {...field('notes')} rows={3} maxLength={200} />
          </div>
        </div>
      </form>
    </Modal>
  );
}
