import { NextResponse } from 'next/server';
import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { withRoute } from '@/lib/api/route';
import { findDeliveryRestaurant } from '@/lib/restaurants/queries';
import { deliveryMatchJson } from '@/lib/restaurants/json';
import { postalCodeField } from '@/lib/validations/fields';
import { SLUG, SLUG_MAX } from '@/lib/admin/slug';

const querySchema = z.object({
  postal_code: postalCodeField,
  /** The cart's restaurant (slug): answered first when it delivers there too. */
  restaurant: z.string().max(SLUG_MAX).regex(SLUG).optional(),
});

export const GET = withRoute(async (request) => {
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const restaurant = await findDeliveryRestaurant(query.postal_code, query.restaurant);
  if (!restaurant) throw new AppError('no_delivery');
  return NextResponse.json({ data: deliveryMatchJson(restaurant) });
});
