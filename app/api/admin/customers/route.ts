import { NextResponse } from 'next/server';
import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { withUser } from '@/lib/api/with-user';
import { findCustomerForPhoneOrder } from '@/lib/orders/phone-order-form';

const querySchema = z.object({ email: z.email({ error: 'Escribe un correo válido.' }) });

/** GET /api/admin/customers?email= → {data: {name, phone, addresses: [{id, label}]}} (staff, for phone orders). */
export const GET = withUser({ permission: 'orders.manage' }, async (request) => {
  const { email } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const customer = await findCustomerForPhoneOrder(email);
  if (!customer) throw new AppError('not_found', { message: 'No hay ningún cliente con ese correo.' });
  return NextResponse.json({ data: customer });
});
