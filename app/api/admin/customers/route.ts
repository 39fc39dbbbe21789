import { NextResponse } from 'next/server';
import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { withUser } from '@/lib/api/with-user';
import { findCustomerForPhoneOrder } from '@/lib/orders/phone-order-form';
import { phoneField } from '@/lib/validations/fields';
import { restaurantSlugField } from '@/lib/validations/admin';

/** The last nine digits: what customers store, with or without +34. */
const nationalPhone = phoneField.transform((value) => value.slice(-9));

const querySchema = z.union([
  z.object({ restaurant: restaurantSlugField, email: z.email({ error: 'Escribe un correo válido.' }) }),
  z.object({ restaurant: restaurantSlugField, phone: nationalPhone }),
]);

/**
 * GET /api/admin/customers?restaurant=&email= | &phone= → {data: {email, name, phone, addresses: [{id, label}]}}
 * (staff of that restaurant, for phone orders; only the addresses it delivers to).
 */
export const GET = withUser({ permission: 'orders.manage' }, async (request, auth) => {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = querySchema.safeParse(query);
  if (!parsed.success) {
    throw new AppError('validation_failed', {
      errors: query.restaurant
        ? { customer_email: ['Escribe el correo o el teléfono del cliente.'] }
        : { restaurant: ['Elige el restaurante del pedido.'] },
    });
  }
  const { restaurant, ...by } = parsed.data;
  const customer = await findCustomerForPhoneOrder(auth.user, restaurant, by);
  if (!customer) throw new AppError('not_found', { message: 'No hay ningún cliente con ese correo o teléfono.' });
  return NextResponse.json({ data: customer });
});
