// An address as two lines of text, from a saved address or an order's copy
// of it: «Carrer de Sueca 10» and «Piso 2, puerta B · 46006 Valencia». Pure:
// the checkout, the order board and the staff ticket use it. The floor and
// door are named, as on the customer's order page: «3 7» left a rider to guess.

export type AddressFields = {
  street: string | null;
  number: string | null;
  floor: string | null;
  door: string | null;
  postal_code: string | null;
  town: string | null;
};

export function formatAddress(address: AddressFields): { line1: string; line2: string } {
  const line1 = [address.street, address.number].filter(Boolean).join(' ');
  const place = [address.floor && `piso ${address.floor}`, address.door && `puerta ${address.door}`]
    .filter(Boolean)
    .join(', ')
    .replace(/^./, (first) => first.toUpperCase());
  const line2 = [place, [address.postal_code, address.town].filter(Boolean).join(' ')].filter(Boolean).join(' · ');
  return { line1, line2 };
}

/** The same on one line, for a card or a ticket: «Carrer de Sueca 10 · Piso 2, puerta B · 46006 Valencia». */
export function addressLine(address: AddressFields): string {
  const { line1, line2 } = formatAddress(address);
  return [line1, line2].filter(Boolean).join(' · ');
}
