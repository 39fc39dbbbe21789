import { NextResponse } from 'next/server';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { setAvailability } from '@/lib/restaurants/controls';
import { availabilitySchema } from '@/lib/validations/admin';

/** PUT /api/admin/restaurants/{slug}/availability {product_id | ingredient_id, available, until?} → {data}. */
export const PUT = withUser<{ slug: string }>({ permission: 'orders.manage' }, async (request, auth, { params }) => {
  const input = await parseJson(request, availabilitySchema);
  const target =
    input.product_id !== undefined ? { productId: input.product_id } : { ingredientId: input.ingredient_id! };
  const data = await setAvailability(auth.user, (await params).slug, {
    ...target,
    available: input.available,
    until: input.until ? new Date(input.until) : null,
  });
  return NextResponse.json({ data });
});
