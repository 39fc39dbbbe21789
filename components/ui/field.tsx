import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

type FieldFrameProps = { id: string; label: string; error?: string; isRequired?: boolean; children: ReactNode };

const CONTROL =
  'mt-1 block min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-base shadow-sm focus:border-brand aria-[invalid=true]:border-red-700';

/** A label, a control and its error, linked for assistive technology. */
export function FieldFrame({ id, label, error, isRequired, children }: FieldFrameProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
        {isRequired ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function controlProps(id: string, error?: string, isRequired?: boolean, describedBy?: string) {
  const ids = [describedBy, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return {
    id,
    name: id,
    required: isRequired,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
    className: CONTROL,
  };
}

type Common = { id: string; label: string; error?: string; isRequired?: boolean };

export function TextField({ id, label, error, isRequired, ...rest }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame id={id} label={label} error={error} isRequired={isRequired}>
      <input {...rest} {...controlProps(id, error, isRequired, rest['aria-describedby'])} />
    </FieldFrame>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  isRequired,
  ...rest
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame id={id} label={label} error={error} isRequired={isRequired}>
      <textarea rows={6} {...rest} {...controlProps(id, error, isRequired, rest['aria-describedby'])} />
    </FieldFrame>
  );
}

export function SelectField({
  id,
  label,
  error,
  isRequired,
  children,
  ...rest
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame id={id} label={label} error={error} isRequired={isRequired}>
      <select {...rest} {...controlProps(id, error, isRequired, rest['aria-describedby'])}>
        {children}
      </select>
    </FieldFrame>
  );
}

export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800">
      {children}
    </div>
  );
}
