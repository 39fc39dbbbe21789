'use client';

import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import type { CheckoutOptions } from '@/lib/orders/checkout';
import { isWithinWindow } from '@/lib/restaurants/time-window';
import type { AddressResource } from '@/lib/users/addresses';
import { cleanName, cleanPhone } from '@/lib/vocabulary/person';
import type { ApiError } from '@/lib/http/fetcher';
import type { useCart } from '@/lib/hooks/use-cart';
import type { TimeChoice } from './delivery-time-section';
import type { OrderProfile } from './order-details-section';
import type { PaymentChoice } from './payment-section';
import { CURRENT_USER_KEY } from './use-checkout-discounts';
import { forgetAppliedPromotionCode } from './use-promotion-code';
import { usePlaceOrder, type Placed, type PlaceOrderBody } from './use-place-order';

export type CheckoutModal = 'address' | 'profile' | 'observation' | 'table' | 'phone' | 'drinks' | 'time';

export type CheckoutDraft = {
  address: AddressResource | null;
  noDelivery: string | null;
  when: TimeChoice;
  profile: OrderProfile;
  observation: string;
  tableNumber: number | null;
  payment: PaymentChoice;
  promotionCode: string | null;
  loyaltyCartItemId: number | null;
  /** «Quiero factura»: who the invoice is for, or null for a simplified ticket. */
  invoice: { nif: string; name: string; address: string } | null;
  /** The total the summary shows, in cents. */
  total: number;
};

/**
 * The server's total after a 409 order_total_changed, and the total the page showed then: while
 * the page still shows that one, the next «Confirmar pedido» accepts the server's total, which the
 * alert told the customer (the page may not know every promotion's condition).
 */
type AcceptedTotal = { shown: number; server: number };

type Options = {
  cart: ReturnType<typeof useCart>;
  options: NonNullable<CheckoutOptions>;
  onOptionsStale: () => void;
  /** The order refused the total shown: what the summary is computed from is read again. */
  onTotalsStale: () => void;
  onOpenModal: (modal: CheckoutModal) => void;
  onSuccess: (placed: Placed) => void;
  /** The server refused the promotion code (the Spanish reason) or the loyalty redemption. */
  onDiscountRefused?: (field: 'promotion_code' | 'loyalty', message: string) => void;
};

const isDeliveryDraft = (options: NonNullable<CheckoutOptions>) => options.delivery_type === 'delivery';

/**
 * "Confirmar pedido": checks what the page can (address, time, name, then the
 * phone error modal, then the drinks time warning), places the order, and
 * turns the server's refusals into field errors, modals and the alert.
 */
export function useCheckoutSubmit({
  cart,
  options,
  onOptionsStale,
  onTotalsStale,
  onOpenModal,
  onSuccess,
  onDiscountRefused,
}: Options) {
  const t = useTranslations('Checkout');
  const { mutate } = useSWRConfig();
  const tForms = useTranslations('Forms');
  const { place, isSending } = usePlaceOrder();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  /** Counts the refusals that marked fields: the form brings the first one into view on each. */
  const [invalidAttempt, setInvalidAttempt] = useState(0);
  const [accepted, setAccepted] = useState<AcceptedTotal | null>(null);

  /** The customer changed a field: its error goes, and the alert with the last one. */
  function clearError(field: string) {
    if (!(field in errors)) return;
    const next = { ...errors };
    delete next[field];
    setErrors(next);
    if (Object.keys(next).length === 0) setAlert(null);
  }

  function localProblems(draft: CheckoutDraft): Record<string, string> {
    const problems: Record<string, string> = {};
    if (isDeliveryDraft(options)) {
      if (!draft.address) problems.address_id = t('addressRequired');
      else if (!draft.address.is_complete) problems.address_id = t('addressIncomplete');
      else if (draft.noDelivery) problems.address_id = draft.noDelivery;
    }
    if (draft.when.mode === 'slot' && !draft.when.slot) problems.scheduled_for = t('chooseTime');
    if (cleanName(draft.profile.name) === null) problems.customer_name = t('nameRequired');
    return problems;
  }

  function bodyOf(draft: CheckoutDraft): PlaceOrderBody {
    return {
      address_id: isDeliveryDraft(options) ? (draft.address?.id ?? null) : null,
      asap: draft.when.mode === 'asap',
      scheduled_for: draft.when.mode === 'slot' ? draft.when.slot : null,
      observation: draft.observation || null,
      customer_name: draft.profile.name,
      customer_phone: draft.profile.phone,
      payment_method: draft.payment.method,
      save_card: draft.payment.method === 'card' && draft.payment.savedCardId === null && draft.payment.saveCard,
      saved_card_id: draft.payment.method === 'card' ? draft.payment.savedCardId : null,
      table_number: draft.tableNumber,
      promotion_code: draft.promotionCode,
      loyalty_cart_item_id: draft.loyaltyCartItemId,
      invoice: draft.invoice,
      expected_subtotal: cart.items.reduce((sum, item) => sum + item.total_price, 0),
      expected_total: accepted?.shown === draft.total ? accepted.server : draft.total,
    };
  }

  function fail(message: string) {
    setAlert(message);
    toast.error(message);
  }

  function onRefused(error: ApiError | null, draft: CheckoutDraft) {
    if (!error) return fail(t('networkError'));
    // The server's numbers are the ones that count: after a refusal, read the cart again.
    if (error.status === 422) void cart.refresh();
    switch (error.body.code) {
      case 'validation_failed': {
        const fields = Object.fromEntries(
          Object.entries(error.body.errors ?? {}).map(([field, messages]) => [field, messages[0] ?? '']),
        );
        setErrors(fields);
        setAlert(tForms('invalid'));
        setInvalidAttempt((count) => count + 1);
        if (fields.customer_phone) onOpenModal('phone');
        if (fields.promotion_code) onDiscountRefused?.('promotion_code', fields.promotion_code);
        if (fields.loyalty) onDiscountRefused?.('loyalty', fields.loyalty);
        if (fields.saved_card_id) setErrors({ ...fields, payment_method: fields.saved_card_id });
        return;
      }
      case 'alcohol_not_allowed':
        return onOpenModal('drinks');
      case 'slot_unavailable':
      case 'kitchen_closed':
        setErrors({ scheduled_for: error.message });
        onOptionsStale();
        return fail(error.message);
      case 'order_prices_changed':
        // The cart read again shows the new prices and total, for the customer to confirm.
        void cart.refresh();
        return fail(error.message);
      case 'order_total_changed':
        // Shipping, packaging or a discount moved: the options, the address's shipping and the cart are
        // read again, and the alert says the server's total, which the next «Confirmar pedido» accepts.
        if (error.body.totals) setAccepted({ shown: draft.total, server: error.body.totals.total });
        void cart.refresh();
        onTotalsStale();
        void mutate(CURRENT_USER_KEY).catch(() => undefined);
        return fail(error.message);
      case 'order_product_unavailable':
        // The refreshed cart marks the line (with its own alert) until it is removed.
        toast.error(error.message);
        return;
      default:
        return fail(error.message);
    }
  }

  async function run(draft: CheckoutDraft): Promise<void> {
    const problems = localProblems(draft);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setAlert(tForms('invalid'));
      setInvalidAttempt((count) => count + 1);
      return;
    }
    if (cleanPhone(draft.profile.phone) === null) return onOpenModal('phone');
    const at = draft.when.mode === 'asap' ? new Date() : new Date(draft.when.slot);
    const { from, to } = options.alcohol_sale;
    if (cart.items.some((item) => item.is_alcoholic) && !isWithinWindow(at, options.time_zone, from, to))
      return onOpenModal('drinks');
    setErrors({});
    setAlert(null);
    const result = await place(bodyOf(draft));
    if (!result) return;
    if (!result.ok) return onRefused(result.error, draft);
    // The order earned or spent points: the header's loyalty grid reads them again (GET /api/user).
    await mutate(CURRENT_USER_KEY).catch(() => undefined);
    forgetAppliedPromotionCode();
    onSuccess(result);
  }

  return { run, errors, alert, isSending, clearError, invalidAttempt };
}
