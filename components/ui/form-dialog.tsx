'use client';

import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';

type FormDialogProps = {
  isOpen: boolean;
  title: string;
  submitLabel: string;
  /** Shown on the submit button while the form is sent. */
  busyLabel?: string;
  isBusy?: boolean;
  tone?: 'primary' | 'danger';
  formClassName?: string;
  size?: 'md' | 'lg';
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
};

/** A form in a dialog: its fields scroll, "Cancelar" and the submit button stay at the foot. */
export function FormDialog({
  isOpen,
  title,
  submitLabel,
  busyLabel,
  isBusy = false,
  tone = 'primary',
  formClassName = 'space-y-5',
  size,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const t = useTranslations('Common');
  const formId = useId();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      size={size}
      footer={
        <DialogActions>
          <Button variant="quiet" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} variant={tone} isBusy={isBusy} busyLabel={busyLabel}>
            {submitLabel}
          </Button>
        </DialogActions>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className={formClassName}>
        {children}
      </form>
    </Dialog>
  );
}
