'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { CheckoutOptions } from '@/lib/orders/checkout';
import { FormDialog } from '@/components/ui/form-dialog';
import { TimeChoices, TimeNotes, type TimeChoice } from './delivery-time-section';

/**
 * Spec: the delivery time modal. On a phone the checkout's time is chosen
 * here, with the same choices as the section shows from sm up; the choice is
 * a draft until "Aceptar", so cancelling (or Escape) leaves the order's time
 * as it was.
 */
export function DeliveryTimeModal({
  isOpen,
  options,
  today,
  value,
  error,
  onClose,
  onSave,
}: {
  isOpen: boolean;
  options: NonNullable<CheckoutOptions>;
  today: string;
  value: TimeChoice;
  error: string | undefined;
  onClose: () => void;
  onSave: (value: TimeChoice) => void;
}) {
  const t = useTranslations('Checkout');
  const [draft, setDraft] = useState(value);
  // The server's refusal belongs to the time it refused: a new choice clears it here too.
  const shownError = draft.mode === value.mode && draft.slot === value.slot ? error : undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave(draft);
  }

  return (
    <FormDialog
      isOpen={isOpen}
      title={t('timeLegend', { type: options.delivery_type })}
      submitLabel={t('timeModalSave')}
      formClassName="space-y-3"
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TimeChoices
        options={options}
        today={today}
        value={draft}
        idPrefix="checkout-time-modal"
        errorId="checkout-time-modal-error"
        hasError={Boolean(shownError)}
        onChange={setDraft}
      />
      <TimeNotes options={options} />
      {shownError ? (
        <p id="checkout-time-modal-error" className="text-sm font-medium text-red-700">
          {shownError}
        </p>
      ) : null}
    </FormDialog>
  );
}
