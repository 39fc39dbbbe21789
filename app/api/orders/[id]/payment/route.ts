import { NextResponse } from 'next/server';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { retryPayment } from '@/lib/payments/attempts';
import { retryPaymentSchema } from '@/lib/validations/order';

/**
 * POST /api/orders/{id}/payment {payment_method, save_card?, saved_card_id?}:
 * another try at paying an order still waiting for its payment; 201 with the
 * form to post to the gateway, 409 when the order no longer waits.
 */
export const POST = withUser<{ id: string }>({}, async (request, auth, { params }) => {
  const input = await parseJson(request, retryPaymentSchema);
  const payment = await retryPayment(auth.user.id, (await params).id, {
    method: input.payment_method,
    saveCard: input.save_card,
    savedCardId: input.saved_card_id ?? null,
  });
  return NextResponse.json({ payment }, { status: 201 });
});
