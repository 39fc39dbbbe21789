import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

type FieldFrameProps = {
  id: string;
  label: string;
  error?: string;
  isRequired?: boolean;
  /** A line under the control saying what to enter; read with it by assistive technology. */
  hint?: ReactNode;
  children: ReactNode;
};

const CONTROL =
  'mt-1 block min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-base shadow-sm focus:border-brand aria-[invalid=true]:border-red-700';

/** A label, a control, its hint and its error, linked for assistive technology. */
export function FieldFrame({ id, label, error, isRequired, hint, children }: FieldFrameProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
        {isRequired ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function controlProps({ id, error, isRequired, hint }: Common, describedBy?: string) {
  const ids = [describedBy, hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    name: id,
    required: isRequired,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
    className: CONTROL,
  };
}

type Common = Omit<FieldFrameProps, 'children'>;

/** A field's own props apart from its control's. */
function splitField<T extends Common>({ id, label, error, isRequired, hint, ...control }: T) {
  return [{ id, label, error, isRequired, hint }, control] as const;
}

export function TextField(props: Common & InputHTMLAttributes<HTMLInputElement>) {
  const [common, rest] = splitField(props);
  return (
    <FieldFrame {...common}>
      <input {...rest} {...controlProps(common, rest['aria-describedby'])} />
    </FieldFrame>
  );
}

export function TextAreaField(props: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const [common, rest] = splitField(props);
  return (
    <FieldFrame {...common}>
      <textarea rows={6} {...rest} {...controlProps(common, rest['aria-describedby'])} />
    </FieldFrame>
  );
}

export function SelectField({ children, ...props }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const [common, rest] = splitField(props);
  return (
    <FieldFrame {...common}>
      <select {...rest} {...controlProps(common, rest['aria-describedby'])}>
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
