'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';

type ConfirmDialogProps = {
  isOpen: boolean;
  /** The heading, and the dialog's name (an order number kept whole on one line, say). */
  title: ReactNode;
  /** The question, or richer content (a list of products). */
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel?: string;
  /** "Cancelar" unless the dialog says otherwise ("Cerrar", "Mantener pedido"). */
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
  isBusy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Are you sure?": a question, a way back and one action; the action is busy while it runs. */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  tone = 'primary',
  isBusy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const t = useTranslations('Common');
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      footer={
        <DialogActions>
          <Button variant="quiet" onClick={onClose}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button variant={tone} onClick={onConfirm} isBusy={isBusy} busyLabel={busyLabel}>
            {confirmLabel}
          </Button>
        </DialogActions>
      }
    >
      {typeof children === 'string' ? <p>{children}</p> : children}
    </Dialog>
  );
}
