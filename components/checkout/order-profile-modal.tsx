'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { nameField, phoneField } from '@/lib/validations/fields';
import { TextField } from '@/components/forms/field';
import { Modal } from '@/components/ui/modal';
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
  const tCommon = useTranslations('Common');
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = nameField.safeParse(String(data.get('order-name') ?? ''));
    const phone = phoneField.safeParse(String(data.get('order-phone') ?? ''));
    if (!name.success || !phone.success) {
      setErrors({ name: name.success ? undefined : t('nameError'), phone: phone.success ? undefined : t('phoneError') });
      return;
    }
    setErrors({});
    onSave({ name: name.data, phone: phone.data });
  }

  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('title')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-muted">{t('text')}</p>
        <TextField id="order-name" label={t('name')} defaultValue={value.name} autoComplete="name" isRequired error={errors.name} />
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
        <div className="flex justify-end gap-3">
          <button type="button" onClick={onClose} className="rounded-full px-5 py-2 font-semibold hover:bg-brand-soft">
            {tCommon('cancel')}
          </button>
          <button type="submit" className="rounded-full bg-brand px-6 py-2 font-semibold text-white hover:bg-brand-dark">
            {t('save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
