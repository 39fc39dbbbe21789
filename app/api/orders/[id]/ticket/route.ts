import { NextResponse } from 'next/server';
import { withUser } from '@/lib/api/with-user';
import { getTicket } from '@/lib/invoices/queries';

/**
 * GET /api/orders/{id}/ticket: the order's ticket or invoice (the customer;
 * staff of its restaurant). A browser asking for HTML goes to the printable page.
 */
export const GET = withUser<{ id: string }>({}, async (request, auth, { params }) => {
  const { id } = await params;
  const ticket = await getTicket(auth.user, id);
  if (request.headers.get('accept')?.includes('text/html'))
    return NextResponse.redirect(new URL(`/pedido-confirmado/${encodeURIComponent(id)}/ticket`, request.url), 303);
  return NextResponse.json({ data: ticket });
});
