/** The restaurants' phones by city: what the maintenance page tells customers to call. */
export type CityPhones = { city: string; restaurants: { name: string; phone: string }[] };

/** A `tel:` address for a Spanish phone as the chain writes it ("954 572 903"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${/^\d{9}$/.test(digits) ? `+34${digits}` : digits}`;
}
