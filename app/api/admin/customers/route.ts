import { NextResponse } from 'next/server';
import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { withUser } from '@/lib/api/with-user';
import { findCustomerForPhoneOrder } from '@/lib/orders/phone-order-form';
import { phoneField } from '@/lib/validations/fields';

/** The last nine digits: what customers store, with or without +34. */
const nationalPhone = phoneField.transform((value) => value.slice(-9));

const querySchema = z.union([
  z.object({ email: z.email({ error: 'Escribe un correo válido.' }) }),
  z.object({ phone: nationalPhone }),
]);

/** GET /api/admin/customers?email= | ?phone= → {data: {email, name, phone, addresses: [{id, label}]}} (staff, for phone orders). */
export const GET = withUser({ permission: 'orders.manage' }, async (request) => {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = querySchema.safeParse(query);
  if (!parsed.success) {
    throw new AppError('validation_failed', {
      errors: { customer_email: ['Escribe el correo o el teléfono del cliente.'] },
    });
  }
  const customer = await findCustomerForPhoneOrder(parsed.data);
  if (!customer) throw new AppError('not_found', { message: 'No hay ningún cliente con ese correo o teléfono.' });
  return NextResponse.json({ data: customer });
});
