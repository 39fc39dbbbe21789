'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { apiFetch, ApiError } from '@/lib/http/fetcher';
import { CatalogueLink } from './catalogue-link';
import { formatEuros } from '@/lib/pricing/money';
import { FormAlert, TextField } from '@/components/ui/field';
import type { DeliveryMatchJson } from '@/lib/restaurants/json';
import { Button, buttonClass } from '@/components/ui/button';
import { EmptyCartModal } from '@/components/cart/empty-cart-modal';
import { useCartGuard } from '@/components/cart/use-cart-guard';
import { useHasSession } from '@/lib/hooks/use-current-user';
import { useRouter } from '@/lib/i18n/navigation';
import { catalogueHref } from '@/lib/ordering/context';
import { SPANISH_POSTAL_CODE } from '@/lib/vocabulary/postal-code';

type Match = DeliveryMatchJson;
type State =
  | { status: 'idle' | 'searching' }
  | { status: 'found'; match: Match }
  | { status: 'invalid'; errors: Record<string, string[]> }
  | { status: 'none'; message: string };

export type SavedAddress = { id: number; label: string; postal_code: string | null };

/** A visitor gives a postal code, a customer may pick a saved address; we find the restaurant that delivers there. */
export function DeliveryFinder({ savedAddresses = [] }: { savedAddresses?: SavedAddress[] }) {
  const t = useTranslations('DeliveryFinder');
  const tForms = useTranslations('Forms');
  const tOrdering = useTranslations('Ordering');
  const tDays = useTranslations('Weekdays');
  const [state, setState] = useState<State>({ status: 'idle' });
  const guard = useCartGuard(useHasSession());
  const router = useRouter();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const postalCode = String(new FormData(event.currentTarget).get('postal_code') ?? '').trim();
    // The server says the same; asking it first only to hear this is a round trip and a 422 in the console.
    const problem = !postalCode
      ? t('postalCodeRequired')
      : SPANISH_POSTAL_CODE.test(postalCode)
        ? null
        : t('postalCodeInvalid');
    if (problem) {
      setState({ status: 'invalid', errors: { postal_code: [problem] } });
      document.getElementById('postal_code')?.focus();
      return;
    }
    await lookUp(postalCode);
  }

  /** `isSaved`: one of the customer's own addresses, a choice made already: its catalogue opens at once (issue 13). */
  async function lookUp(postalCode: string, isSaved = false) {
    setState({ status: 'searching' });
    try {
      const { data } = await apiFetch<{ data: Match }>(`/api/delivery?postal_code=${encodeURIComponent(postalCode)}`);
      setState({ status: 'found', match: data });
      if (isSaved && !data.closed_kitchen) {
        const context = { deliveryType: 'delivery' as const, restaurant: data.name, tableNumber: null };
        guard.confirmChange(context, () => router.push(catalogueHref(context)));
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        setState({ status: 'invalid', errors: error.body.errors ?? {} });
      else if (error instanceof ApiError && error.status === 404) setState({ status: 'none', message: t('noService') });
      else setState({ status: 'none', message: tForms('networkError') });
    }
  }

  return (
    <div className="space-y-6">
      {savedAddresses.length > 0 ? (
        <section aria-labelledby="saved-addresses" className="rounded-2xl bg-white p-6 ring-1 ring-line">
          <h2 id="saved-addresses" className="text-lg font-semibold">
            {t('savedTitle')}
          </h2>
          <ul className="mt-3 space-y-2">
            {savedAddresses.map((address) => (
              <li key={address.id}>
                <button
                  type="button"
                  disabled={!address.postal_code || state.status === 'searching'}
                  onClick={() => address.postal_code && lookUp(address.postal_code, true)}
                  className="w-full rounded-xl border border-line px-4 py-3 text-left hover:border-brand disabled:opacity-60"
                >
                  {address.label}
                </button>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-muted">{t('orOther')}</p>
        </section>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-2xl bg-white p-6 ring-1 ring-line">
        {state.status === 'invalid' ? <FormAlert>{tForms('invalid')}</FormAlert> : null}
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <TextField id="street" label={t('street')} autoComplete="street-address" />
          <TextField
            id="postal_code"
            label={t('postalCode')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            isRequired
            error={state.status === 'invalid' ? state.errors.postal_code?.[0] : undefined}
          />
        </div>
        <Button type="submit" size="lg" isBusy={state.status === 'searching'} busyLabel={t('searching')}>
          {t('search')}
        </Button>
      </form>
      <div aria-live="polite">
        {state.status === 'none' ? (
          <p role="alert" className="rounded-lg border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800">
            {state.message}
          </p>
        ) : null}
        {state.status === 'found' ? (
          <div className="rounded-2xl border border-line bg-white p-6">
            <p className="text-lg font-semibold">{t('found', { restaurant: state.match.commercial_name })}</p>
            <p className="mt-1 text-muted">
              {t('shipping', {
                shipping: formatEuros(state.match.shipping_cost_cents),
                minimum: formatEuros(state.match.minimum_order_cents),
              })}
            </p>
            {state.match.closed_kitchen ? (
              <p className="mt-2 font-medium text-red-800">{t('kitchenClosed')}</p>
            ) : state.match.is_open ? null : (
              <p className="mt-2 font-medium text-amber-900">
                {state.match.next_opening
                  ? t('closedNow', {
                      day: state.match.next_opening.is_today
                        ? tOrdering('today')
                        : tDays(String(state.match.next_opening.weekday) as '1'),
                      time: state.match.next_opening.opens_at,
                    })
                  : t('closedNoHours')}
              </p>
            )}
            <CatalogueLink
              context={{ deliveryType: 'delivery', restaurant: state.match.name, tableNumber: null }}
              className={buttonClass('primary', { size: 'lg', className: 'mt-4' })}
            >
              {t('orderHere')}
            </CatalogueLink>
          </div>
        ) : null}
      </div>
      {guard.emptyCartModal.reason ? <EmptyCartModal {...guard.emptyCartModal} /> : null}
    </div>
  );
}
