'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { nameField, phoneField } from '@/lib/validations/fields';
import { TextField } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import type { OrderProfile } from './order-details-section';

/** Spec: the order profile modal, the name and phone this order is for (prefilled from the account). */
export function OrderProfileModal({
  isOpen,
  value,
  onClose,
  onSave,
}: {
  isOpen: boolean;
  value: OrderProfile;
  onClose: () => void;
  onSave: (value: OrderProfile) => void;
}) {
  const t = useTranslations('OrderProfile');
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = nameField.safeParse(String(data.get('order-name') ?? ''));
    const phone = phoneField.safeParse(String(data.get('order-phone') ?? ''));
    if (!name.success || !phone.success) {
      setErrors({
        name: name.success ? undefined : t('nameError'),
        phone: phone.success ? undefined : t('phoneError'),
      });
      return;
    }
    setErrors({});
    onSave({ name: name.data, phone: phone.data });
  }

  return (
    <FormDialog
      isOpen={isOpen}
      title={t('title')}
      submitLabel={t('save')}
      formClassName="space-y-4"
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <p className="text-muted">{t('text')}</p>
      <TextField
        id="order-name"
        label={t('name')}
        defaultValue={value.name}
        autoComplete="name"
        isRequired
        error={errors.name}
      />
      <TextField
        id="order-phone"
        label={t('phone')}
        type="tel"
        defaultValue={value.phone}
        autoComplete="tel"
        inputMode="tel"
        isRequired
        error={errors.phone}
        autoFocus={Boolean(value.name)}
      />
    </FormDialog>
  );
}
