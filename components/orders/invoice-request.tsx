'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError, apiFetch } from '@/lib/http/fetcher';
import type { OrderResource } from '@/lib/orders/queries';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/field';
import { InvoiceRecipientFields, type InvoiceRecipientField } from './invoice-recipient-fields';
import { ticketPath } from '@/lib/invoices/paths';

/**
 * The order's ticket once issued, and "Quiero factura": a full invoice with
 * the customer's NIF (an F3 that substitutes the ticket, or an F1 when the
 * ticket is not issued yet). The server checks the NIF's check digits.
 */
export function InvoiceRequest({
  order,
  defaults = null,
  onChanged,
}: {
  order: OrderResource;
  /** The NIF saved in the account, and its name: the form comes filled with them. */
  defaults?: { nif: string; name: string } | null;
  onChanged: () => void;
}) {
  const t = useTranslations('InvoiceRequest');
  const [isOpen, setOpen] = useState(false);
  const [isSending, setSending] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<InvoiceRecipientField | '_', string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const isCancelled = order.status === 'cancelled';
  const canAsk = !isCancelled && order.ticket_type !== 'F1' && order.ticket_type !== 'F3' && !order.invoice_requested;
  // A cancelled order keeps the ticket it was issued (paid online, say), and the correction that cancels it.
  if (order.status === 'pending_payment' || (isCancelled && !order.ticket_type)) return null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSending(true);
    setErrors({});
    try {
      const answer = await apiFetch<{ data: unknown; message?: string }>(`/api/orders/${order.id}/invoice`, {
        method: 'POST',
        json: { nif: form.get('invoice-nif'), name: form.get('invoice-name'), address: form.get('invoice-address') },
      });
      setNotice(answer.data ? t('issued') : (answer.message ?? t('pending')));
      setOpen(false);
      onChanged();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fieldErrors = error.body.errors ?? {};
      setErrors({
        nif: fieldErrors.nif?.[0],
        name: fieldErrors.name?.[0],
        address: fieldErrors.address?.[0],
        _: Object.keys(fieldErrors).length ? undefined : error.message,
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="invoice-title" className="rounded-2xl border border-line bg-white px-4 py-4 sm:px-6">
      <h2 id="invoice-title" className="font-display text-xl font-bold">
        {t('title')}
      </h2>
      {order.ticket_type ? (
        <p className="mt-2">
          <a href={ticketPath(order.id)} className="font-semibold text-brand underline" data-testid="ticket-link">
            {t(`view.${order.ticket_type}`)}
          </a>
        </p>
      ) : (
        <p className="mt-2 text-muted">{t('notYet')}</p>
      )}
      {isCancelled && order.ticket_type ? (
        <p className="mt-2 text-muted">{t('cancelled', { type: order.ticket_type })}</p>
      ) : null}
      {notice ? (
        <p role="status" className="mt-2 text-olive">
          {notice}
        </p>
      ) : null}
      {canAsk && !isOpen ? (
        <Button variant="secondary" className="mt-3" onClick={() => setOpen(true)}>
          {t('ask')}
        </Button>
      ) : null}
      {canAsk && isOpen ? (
        <form className="mt-3 space-y-3" onSubmit={(event) => void submit(event)} noValidate>
          <p className="text-sm text-muted">{t('hint')}</p>
          <InvoiceRecipientFields
            idPrefix="invoice"
            labels={{ nif: t('nif'), name: t('name'), address: t('address') }}
            nameAutoComplete="name"
            errors={errors}
            defaults={defaults ?? undefined}
          />
          {errors._ ? <FormAlert>{errors._}</FormAlert> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" isBusy={isSending} busyLabel={t('sending')}>
              {t('submit')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
