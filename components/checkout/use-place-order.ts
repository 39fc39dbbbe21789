'use client';

import { useRef, useState } from 'react';
import { ApiError, apiFetch } from '@/lib/http/fetcher';
import { readTabValue, writeTabValue } from '@/lib/browser/tab-storage';
import type { PaymentMethod } from '@/lib/vocabulary/payment-methods';
import type { GatewayForm } from '@/components/payments/gateway-form';

export type PlaceOrderBody = {
  address_id: number | null;
  asap: boolean;
  scheduled_for: string | null;
  observation: string | null;
  customer_name: string;
  customer_phone: string;
  payment_method: PaymentMethod;
  save_card: boolean;
  saved_card_id: number | null;
  table_number: number | null;
  /** The promotion code applied at checkout (the server checks it again). */
  promotion_code: string | null;
  /** The cart line whose one unit gets the loyalty card's discount. */
  loyalty_cart_item_id: number | null;
  /** «Quiero factura» (issue 16): the ticket is issued as an invoice (F1) to this NIF. */
  invoice: { nif: string; name: string; address: string } | null;
  /** The products' total shown: a price changed since is refused, not charged unseen. */
  expected_subtotal: number;
  /** The order's total shown (or the server's, once the customer was told it): any other is refused. */
  expected_total: number;
};

export type PlacedOrder = { id: string; number: string };
export type Placed = { order: PlacedOrder; payment: GatewayForm | null };
export type PlaceResult = ({ ok: true } & Placed) | { ok: false; error: ApiError | null };

const STORAGE_KEY = 'checkout-idempotency-key';

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * POST /api/orders with one Idempotency-Key per checkout attempt: kept in a
 * ref and sessionStorage until the order is placed, so a double click, a
 * network retry or a reload after a lost answer gets the same order back,
 * never a second one (DESIGN.md section 5).
 */
export function usePlaceOrder() {
  const keyRef = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [isSending, setSending] = useState(false);

  function attemptKey(): string {
    keyRef.current ??= readTabValue(STORAGE_KEY) ?? newKey();
    writeTabValue(STORAGE_KEY, keyRef.current);
    return keyRef.current;
  }

  function forgetKey() {
    keyRef.current = null;
    writeTabValue(STORAGE_KEY, null);
  }

  async function post(body: PlaceOrderBody): Promise<Placed> {
    const call = async (): Promise<Placed> => {
      const answer = await apiFetch<{ data: PlacedOrder; payment?: GatewayForm }>('/api/orders', {
        method: 'POST',
        json: body,
        headers: { 'Idempotency-Key': attemptKey() },
      });
      return { order: answer.data, payment: answer.payment ?? null };
    };
    try {
      return await call();
    } catch (error) {
      // A network failure: the order may or may not exist; the same key tells the server it is the same attempt.
      if (error instanceof TypeError) return await call();
      // The key went with an earlier order of another cart or other data: this is a new attempt.
      if (error instanceof ApiError && error.body.code === 'idempotency_key_reused') {
        forgetKey();
        return await call();
      }
      throw error;
    }
  }

  async function place(body: PlaceOrderBody): Promise<PlaceResult | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setSending(true);
    try {
      const placed = await post(body);
      forgetKey();
      // Stays "sending" while the page navigates to the confirmation or the gateway.
      return { ok: true, ...placed };
    } catch (error) {
      inFlight.current = false;
      setSending(false);
      return { ok: false, error: error instanceof ApiError ? error : null };
    }
  }

  return { place, isSending };
}
