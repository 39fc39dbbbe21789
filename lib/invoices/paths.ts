// Where an order's tickets and invoices are read: no dependency, so client components import it too.
/** The printable page of an order's document in force, or of the one numbered `fullNumber`. */
export function ticketPath(orderId: string, fullNumber?: string): string {
  const path = `/pedido-confirmado/${encodeURIComponent(orderId)}/ticket`;
  return fullNumber === undefined ? path : `${path}?documento=${encodeURIComponent(fullNumber)}`;
}
