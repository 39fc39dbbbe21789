import { NextResponse } from 'next/server';
import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { withUser } from '@/lib/api/with-user';
import { findCustomerForPhoneOrder } from '@/lib/orders/phone-order-form';
import { phoneField } from '@/lib/validations/fields';
import { restaurantSlugField } from '@/lib/validations/admin';

/** The last nine digits: what customers store, with or without +34. */
const nationalPhone = phoneField.transform((value) => value.slice(-9));

const customerSchema = z.union([
  z.object({ email: z.email({ error: 'Escribe un correo válido.' }) }),
  z.object({ phone: nationalPhone }),
]);

/**
 * GET /api/admin/customers?restaurant=&email= | &phone= → {data: {email, name, phone, addresses: [{id, label}]}}
 * (staff of that restaurant, for phone orders; only the addresses it delivers to).
 */
export const GET = withUser({ permission: 'orders.manage' }, async (request, auth) => {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const restaurant = restaurantSlugField.safeParse(query.restaurant);
  if (!restaurant.success) {
    throw new AppError('validation_failed', { errors: { restaurant: ['Elige el restaurante del pedido.'] } });
  }
  const by = customerSchema.safeParse(query);
  if (!by.success) {
    throw new AppError('validation_failed', {
      errors: { customer_email: ['Escribe el correo o el teléfono del cliente.'] },
    });
  }
  const customer = await findCustomerForPhoneOrder(auth.user, restaurant.data, by.data);
  if (!customer) throw new AppError('not_found', { message: 'No hay ningún cliente con ese correo o teléfono.' });
  return NextResponse.json({ data: customer });
});
