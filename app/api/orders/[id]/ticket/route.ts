import { NextResponse } from 'next/server';
import { withUser } from '@/lib/api/with-user';
import { ticketPath } from '@/lib/invoices/paths';
import { getTicket } from '@/lib/invoices/queries';

/**
 * GET /api/orders/{id}/ticket[?document={full_number}]: the order's ticket or
 * invoice in force, or another of its documents (a substituted ticket, a
 * correction), for the customer and staff of its restaurant. A browser asking
 * for HTML goes to the printable page.
 */
export const GET = withUser<{ id: string }>({}, async (request, auth, { params }) => {
  const { id } = await params;
  const document = new URL(request.url).searchParams.get('document') ?? undefined;
  const ticket = await getTicket(auth.user, id, document);
  if (request.headers.get('accept')?.includes('text/html')) {
    return NextResponse.redirect(new URL(ticketPath(id, document), request.url), 303);
  }
  return NextResponse.json({ data: ticket });
});
