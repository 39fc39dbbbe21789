'use client';

import { useTranslations } from 'next-intl';

/** − n + with labelled buttons; the value is announced through its label. */
export function Stepper({
  label,
  value,
  min = 0,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min?: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const t = useTranslations('Builder');
  const button =
    'grid h-11 w-11 place-items-center rounded-full border border-line text-lg font-bold hover:border-brand disabled:opacity-40';
  return (
    <div className="flex items-center gap-2" role="group" aria-label={t('quantityOf', { item: label })}>
      <button
        type="button"
        className={button}
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
        aria-label={t('decrease', { item: label })}
      >
        −
      </button>
      <output className="w-6 text-center font-semibold" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={button}
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
        aria-label={t('increase', { item: label })}
      >
        +
      </button>
    </div>
  );
}
