'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/field';

/** «Quiero factura»: off, or who the invoice is for (the server checks the NIF's check character). */
export type InvoiceChoice = { wanted: boolean; nif: string; name: string; address: string };

export const NO_INVOICE: InvoiceChoice = { wanted: false, nif: '', name: '', address: '' };

type Field = 'nif' | 'name' | 'address';

/**
 * A full invoice with the customer's NIF instead of a simplified ticket
 * (issue 16): its ticket is issued as an invoice (F1) when paid or handed over.
 */
export function InvoiceSection({
  value,
  errors,
  onChange,
}: {
  value: InvoiceChoice;
  errors: Partial<Record<Field, string>>;
  onChange: (next: InvoiceChoice, field?: Field) => void;
}) {
  const t = useTranslations('CheckoutInvoice');
  const field = (name: Field, label: string, autoComplete: string, maxLength: number) => (
    <TextField
      id={`checkout-invoice-${name}`}
      label={label}
      isRequired
      autoComplete={autoComplete}
      maxLength={maxLength}
      value={value[name]}
      error={errors[name]}
      onChange={(event) => onChange({ ...value, [name]: event.target.value }, name)}
    />
  );
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
          className="h-5 w-5 accent-brand"
          checked={value.wanted}
          onChange={(event) => onChange({ ...value, wanted: event.target.checked })}
        />
        <span>{t('wanted')}</span>
      </label>
      {value.wanted ? (
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <p className="text-sm text-muted sm:col-span-2">{t('hint')}</p>
          {field('nif', t('nif'), 'off', 20)}
          {field('name', t('name'), 'organization', 120)}
          <div className="sm:col-span-2">{field('address', t('address'), 'street-address', 250)}</div>
        </div>
      ) : null}
    </section>
  );
}
