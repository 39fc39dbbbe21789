'use client';

import { TextField } from '@/components/ui/field';

export type InvoiceRecipientField = 'nif' | 'name' | 'address';

/**
 * Who a full invoice is made out to: NIF, name and fiscal address, with the
 * ids (and form names) `${idPrefix}-nif`, `${idPrefix}-name` and
 * `${idPrefix}-address`. Controlled when `values` and `onChange` are given;
 * otherwise read the fields with FormData. `addressClassName`, when given,
 * wraps the address field in a div with that class (e.g. to span a grid).
 */
export function InvoiceRecipientFields({
  idPrefix,
  labels,
  nameAutoComplete,
  errors,
  values,
  defaults,
  onChange,
  addressClassName,
}: {
  idPrefix: string;
  labels: Record<InvoiceRecipientField, string>;
  /** `name` for a person, `organization` where a company name is likelier. */
  nameAutoComplete: 'name' | 'organization';
  errors: Partial<Record<InvoiceRecipientField, string>>;
  values?: Record<InvoiceRecipientField, string>;
  /** Uncontrolled: what the fields start with. */
  defaults?: Partial<Record<InvoiceRecipientField, string>>;
  onChange?: (field: InvoiceRecipientField, value: string) => void;
  addressClassName?: string;
}) {
  const field = (name: InvoiceRecipientField, autoComplete: string, maxLength: number) => (
    <TextField
      id={`${idPrefix}-${name}`}
      label={labels[name]}
      isRequired
      autoComplete={autoComplete}
      maxLength={maxLength}
      value={values?.[name]}
      defaultValue={values ? undefined : defaults?.[name]}
      error={errors[name]}
      onChange={onChange ? (event) => onChange(name, event.target.value) : undefined}
    />
  );
  const address = field('address', 'street-address', 250);
  return (
    <>
      {field('nif', 'off', 20)}
      {field('name', nameAutoComplete, 120)}
      {addressClassName ? <div className={addressClassName}>{address}</div> : address}
    </>
  );
}
