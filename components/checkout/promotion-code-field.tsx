'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { formatEuros } from '@/lib/pricing/money';
import type { usePromotionCode } from './use-promotion-code';

const INPUT_ID = 'checkout-promotion-code';
const ERROR_ID = 'checkout-promotion-code-error';

/**
 * "Código promocional" and "Aplicar" (its own small form, so Enter applies the
 * code instead of placing the order); once applied, the code, what it takes
 * off and a button to remove it. The reason a code does not apply shows
 * under the field.
 */
export function PromotionCodeField({ promotion }: { promotion: ReturnType<typeof usePromotionCode> }) {
  const t = useTranslations('CheckoutPromotion');
  const [code, setCode] = useState('');
  const { applied, error, isChecking } = promotion;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void promotion.apply(code);
  }

  return (
    <div className="mt-4 border-t border-line pt-4">
      {applied ? (
        <div
          className="flex items-start justify-between gap-3 rounded-xl bg-olive/10 px-3 py-2"
          data-testid="promotion-applied"
        >
          <p className="min-w-0 text-sm">
            <span className="block font-semibold">{t('applied', { code: applied.code })}</span>
            <span className="block">
              {t('appliedDetail', { name: applied.name, amount: formatEuros(applied.discount_cents) })}
            </span>
          </p>
          <button
            type="button"
            onClick={promotion.remove}
            aria-label={t('removeLabel', { code: applied.code })}
            className="shrink-0 text-sm font-semibold text-brand underline"
          >
            {t('remove')}
          </button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <label htmlFor={INPUT_ID} className="block font-medium">
            {t('label')}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={INPUT_ID}
              name="promotion_code"
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                if (error) promotion.clearError();
              }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ERROR_ID : undefined}
              className="block w-full min-w-0 rounded-lg border border-line bg-white px-3 py-2 text-base uppercase shadow-sm focus:border-brand aria-[invalid=true]:border-red-700"
            />
            <button
              type="submit"
              disabled={isChecking}
              aria-disabled={isChecking}
              className="shrink-0 rounded-full border-2 border-brand px-4 py-2 font-semibold text-brand hover:bg-brand-soft disabled:opacity-60"
            >
              {isChecking ? t('checking') : t('apply')}
            </button>
          </div>
        </form>
      )}
      {error ? (
        <p id={ERROR_ID} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
