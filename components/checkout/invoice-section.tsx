'use client';

import { useTranslations } from 'next-intl';
import { InvoiceRecipientFields, type InvoiceRecipientField } from '@/components/orders/invoice-recipient-fields';

/** «Quiero factura»: off, or who the invoice is for (the server checks the NIF's check character). */
export type InvoiceChoice = { wanted: boolean; nif: string; name: string; address: string };

export const NO_INVOICE: InvoiceChoice = { wanted: false, nif: '', name: '', address: '' };

/**
 * A full invoice with the customer's NIF instead of a simplified ticket
 * (issue 16): its ticket is issued as an invoice (F1) when paid or handed over.
 */
export function InvoiceSection({
  value,
  errors,
  onChange,
  forCaller = false,
}: {
  /** Staff taking a phone order: the words speak of the caller, not of «me». */
  forCaller?: boolean;
  value: InvoiceChoice;
  errors: Partial<Record<InvoiceRecipientField, string>>;
  onChange: (next: InvoiceChoice, field?: InvoiceRecipientField) => void;
}) {
  const t = useTranslations('CheckoutInvoice');
  return (
    <section
      aria-labelledby="checkout-invoice-title"
      className="rounded-2xl border border-line bg-white px-4 py-4 sm:px-6"
    >
      <h2 id="checkout-invoice-title" className="font-display text-xl font-bold">
        {t('title')}
      </h2>
      <label className="mt-3 flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="h-5 w-5 shrink-0 accent-brand"
          checked={value.wanted}
          onChange={(event) => onChange({ ...value, wanted: event.target.checked })}
        />
        <span>{t(forCaller ? 'wantedForCaller' : 'wanted')}</span>
      </label>
      {value.wanted ? (
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <p className="text-sm text-muted sm:col-span-2">{t(forCaller ? 'hintForCaller' : 'hint')}</p>
          <InvoiceRecipientFields
            idPrefix="checkout-invoice"
            labels={{ nif: t('nif'), name: t('name'), address: t('address') }}
            nameAutoComplete="organization"
            errors={errors}
            values={value}
            onChange={(name, text) => onChange({ ...value, [name]: text }, name)}
            addressClassName="sm:col-span-2"
          />
        </div>
      ) : null}
    </section>
  );
}
