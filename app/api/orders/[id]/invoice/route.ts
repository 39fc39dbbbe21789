import { NextResponse } from 'next/server';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { requestInvoice } from '@/lib/invoices/queries';
import { invoiceRequestSchema } from '@/lib/validations/invoice';

/**
 * POST /api/orders/{id}/invoice {nif, name, address}: a full invoice. 201 with
 * the F3 when the ticket was issued; 202 when it is not yet (it will be an F1).
 */
export const POST = withUser<{ id: string }>({}, async (request, auth, { params }) => {
  const input = await parseJson(request, invoiceRequestSchema);
  const invoice = await requestInvoice(auth.user.id, (await params).id, input);
  return invoice
    ? NextResponse.json({ data: invoice }, { status: 201 })
    : NextResponse.json(
        { data: null, message: 'Te daremos la factura con tu NIF al emitir el ticket.' },
        { status: 202 },
      );
});
