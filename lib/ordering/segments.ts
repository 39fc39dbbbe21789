import type { DeliveryType } from '@/lib/vocabulary/catalogue';

/** /pedido-online/{segment} pages that list cities: takeaway and fast (delivery asks for an address). */
const CITY_SEGMENTS: Record<string, DeliveryType> = { recoger: 'takeaway', fast: 'fast' };

export function cityListType(segment: string): DeliveryType | null {
  return Object.hasOwn(CITY_SEGMENTS, segment) ? (CITY_SEGMENTS[segment] ?? null) : null;
}
