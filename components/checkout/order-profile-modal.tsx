'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { cleanName, cleanPhone } from '@/lib/vocabulary/person';
import { FormAlert, TextField } from '@/components/ui/field';
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
  const tForms = useTranslations('Forms');
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = cleanName(String(data.get('order-name') ?? ''));
    const phone = cleanPhone(String(data.get('order-phone') ?? ''));
    if (name === null || phone === null) {
      setErrors({
        name: name === null ? t('nameError') : undefined,
        phone: phone === null ? t('phoneError') : undefined,
      });
      return;
    }
    setErrors({});
    onSave({ name, phone });
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
      {/* As every other form says it (spec section 5), beside the fields' own messages. */}
      {errors.name || errors.phone ? <FormAlert>{tForms('invalid')}</FormAlert> : null}
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
