import 'server-only';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { orderConfirmationEmail } from '@/lib/mail/order-templates';
import type { MailMessage } from '@/lib/mail/transport';
import { addressLine } from './address-text';
import { getOrder } from './queries';
import { takeFreshOrder } from './fresh-orders';
import { isPhoneGuest } from '@/lib/vocabulary/person';

/** The confirmation of an order, as it is now; null when there is nobody to write to (a phone caller without an account). */
export async function orderConfirmationMessage(orderId: number): Promise<MailMessage | null> {
  const owner = await db.order.findUnique({
    where: { id: orderId },
    select: { userId: true, user: { select: { email: true, name: true } } },
  });
  if (!owner || isPhoneGuest(owner.user.email)) return null;
  const order = takeFreshOrder(orderId) ?? (await getOrder(owner.userId, { id: orderId }));
  // The floor and door as the order page and the ticket write them; a table's order is served, not collected.
  const where =
    order.delivery_type === 'delivery' && order.address
      ? `Te lo llevamos a ${addressLine(order.address)}`
      : order.table_number !== null
        ? `Te lo servimos en la mesa ${order.table_number} de ${order.restaurant.commercial_name}`
        : `Recógelo en ${order.restaurant.commercial_name}, ${order.restaurant.address}`;
  const when = order.scheduled_for
    ? `Hora prevista: ${new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short', timeZone: order.restaurant.time_zone }).format(new Date(order.scheduled_for))}`
    : 'Lo preparamos lo antes posible';
  return {
    to: owner.user.email,
    ...(await orderConfirmationEmail({
      name: owner.user.name,
      number: order.number,
      url: new URL(`/pedido-confirmado/${order.id}`, env.SITE_URL).toString(),
      lines: order.lines.map((line) => ({
        quantity: line.quantity,
        name: line.name,
        totalCents: line.total_price,
        details: line.details,
      })),
      discounts: order.discounts.map((discount) => ({ label: discount.label, amountCents: discount.amount })),
      subtotalCents: order.subtotal,
      surchargeCents: order.surcharge,
      shippingCents: order.shipping,
      packaging: { units: order.packaging.units, amountCents: order.packaging.amount },
      totalCents: order.total,
      taxCents: order.tax_total,
      taxes: order.taxes.map((tax) => ({ rate: tax.rate, baseCents: tax.base, quotaCents: tax.quota })),
      where,
      when,
    })),
  };
}
