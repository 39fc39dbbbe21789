import type { DeliveryType } from './catalogue';

/** Spec section 4: `recoger` → takeaway, `fast` → fast, anything else → delivery. */
export function deliveryTypeFromParam(value: string | null | undefined): DeliveryType {
  switch (value?.trim().toLowerCase()) {
    case 'recoger':
    case 'takeaway':
      return 'takeaway';
    case 'fast':
      return 'fast';
    default:
      return 'delivery';
  }
}

/** The Spanish path segment of each delivery type (/pedido-online/{segment}). */
export const DELIVERY_TYPE_SEGMENTS: Record<DeliveryType, string> = {
  delivery: 'domicilio',
  takeaway: 'recoger',
  fast: 'fast',
};
