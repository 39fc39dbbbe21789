import { NextResponse } from 'next/server';
import { z } from 'zod';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { hitRateLimit, RATE_LIMITS } from '@/lib/auth/rate-limit';
import { getCart } from '@/lib/cart/cart';
import { db } from '@/lib/db';
import { checkCodeForCart } from '@/lib/promotions/apply';

const schema = z.object({
  code: z.string({ error: 'Escribe el código.' }).trim().min(1, 'Escribe el código.').max(40),
});

/** POST /api/promotion/check {code}: the code's discount on the current cart, or a Spanish reason. */
export const POST = withUser({}, async (request, auth) => {
  const { code } = await parseJson(request, schema);
  await hitRateLimit(`promotion-code:${auth.user.id}`, RATE_LIMITS.promotionCode);
  const items = await getCart(auth.user.id);
  const first = items[0];
  const cart = first
    ? {
        deliveryType: first.delivery_type,
        subtotalCents: items.filter((item) => item.available).reduce((sum, item) => sum + item.total_price, 0),
      }
    : null;
  return NextResponse.json({ data: await checkCodeForCart(db, auth.user.id, code, cart) });
});
