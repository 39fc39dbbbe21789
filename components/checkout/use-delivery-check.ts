'use client';

import useSWR from 'swr';
import type { DeliveryMatchJson } from '@/lib/restaurants/json';
import type { AddressResource } from '@/lib/users/addresses';
import { ApiError, apiFetch } from '@/lib/http/fetcher';

export type DeliveryCheck = {
  isChecking: boolean;
  noDelivery: string | null;
  /** Another restaurant delivers to this address, not the cart's: its commercial name. */
  servedByOther: string | null;
  shippingCents: number | null;
  /** Asks again (the shipping may have changed since: the order refused the total shown). */
  refresh: () => void;
};

const fetchMatch = (path: string) =>
  apiFetch<{ data: DeliveryMatchJson }>(path, { followAuthErrors: false }).then((body) => body.data);

/**
 * Asks the API (GET /api/delivery) whether the selected address's postal code
 * has home delivery; its 404 message ("Para esta dirección no hay servicio a
 * domicilio") is shown under the addresses, and so is another restaurant
 * delivering there instead of the cart's. The order call checks it again
 * against the cart's own restaurant.
 */
export function useDeliveryCheck(address: AddressResource | null, restaurant: string | null): DeliveryCheck {
  const postalCode = address?.is_complete ? address.postal_code : null;
  const { data, error, isLoading, mutate } = useSWR<DeliveryMatchJson, unknown>(
    postalCode
      ? `/api/delivery?postal_code=${encodeURIComponent(postalCode)}${restaurant ? `&restaurant=${encodeURIComponent(restaurant)}` : ''}`
      : null,
    fetchMatch,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const noDelivery = error instanceof ApiError && error.status === 404 ? error.message : null;
  return {
    isChecking: isLoading,
    noDelivery,
    // Said before confirming, not only by the order's refusal (found by a QA pass).
    servedByOther: data && restaurant && data.name !== restaurant ? data.commercial_name : null,
    // The shipping of this postal code, when the restaurant that serves it is the cart's.
    shippingCents: data && data.name === restaurant ? data.shipping_cost_cents : null,
    refresh: () => void mutate(),
  };
}
