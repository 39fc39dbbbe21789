import 'server-only';
import { randomBytes } from 'node:crypto';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { hashPassword } from '@/lib/auth/password';
import { toSelectionJson } from '@/lib/pricing/selection';
import { accessibleRestaurant, type Actor } from '@/lib/staff/access';
import type { PhoneOrderInput } from '@/lib/validations/admin';
import { PHONE_GUEST_DOMAIN } from '@/lib/vocabulary/person';
import { placeOrder } from './place-order';
import { getRestaurantOrder, type AdminOrderResource } from './staff-orders';

// Orders staff take by phone (issue 10): for a customer found by e-mail, or
// for a caller by name and phone (a placeholder customer per phone number,
// who cannot sign in and is never mailed). The lines go through the same
// pricing and placement as the cart; the order records who took it.

async function phoneCaller(name: string, phone: string): Promise<number> {
  const digits = phone.replace(/\D/g, '');
  const email = `telefono-${digits}${PHONE_GUEST_DOMAIN}`;
  const existing = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (existing) return existing.id;
  // A password nobody knows: the account exists only to hold the caller's orders.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const created = await db.user.upsert({
    where: { email },
    create: { email, name, phone, passwordHash, role: 'customer' },
    update: {},
    select: { id: true },
  });
  return created.id;
}

export async function placePhoneOrder(
  actor: Actor,
  key: string,
  input: PhoneOrderInput,
): Promise<{ order: AdminOrderResource; isReplay: boolean }> {
  const restaurant = await accessibleRestaurant(actor, input.restaurant);
  let customerId: number;
  if (input.customer_email) {
    const customer = await db.user.findUnique({
      where: { email: input.customer_email },
      select: { id: true, role: true },
    });
    if (!customer || customer.role !== 'customer') {
      throw new AppError('validation_failed', {
        errors: { customer_email: ['No hay ningún cliente con ese correo.'] },
      });
    }
    customerId = customer.id;
  } else {
    customerId = await phoneCaller(input.customer_name, input.customer_phone);
  }
  const { order, isReplay } = await placeOrder(
    customerId,
    key,
    {
      address_id: input.address_id ?? null,
      asap: input.asap,
      scheduled_for: input.scheduled_for ?? null,
      observation: input.observation,
      customer_name: input.customer_name,
      customer_phone: input.customer_phone,
      payment_method: input.payment_method,
      table_number: null,
      promotion_code: null,
      loyalty_cart_item_id: null,
      save_card: false,
      invoice: input.invoice ?? null,
    },
    {
      kind: 'phone',
      restaurant: restaurant.slug,
      deliveryType: input.delivery_type,
      enteredById: actor.id,
      lines: input.lines.map((selection) => ({
        productId: selection.productId,
        quantity: selection.quantity,
        selection: JSON.stringify(toSelectionJson({ ...selection, quantity: 1 })),
      })),
    },
  );
  return { order: await getRestaurantOrder(actor, order.id), isReplay };
}
