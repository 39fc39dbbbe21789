import 'server-only';
import { AppError } from '@/lib/errors';
import type { DeliveryType } from '@/lib/vocabulary/catalogue';
import { openState } from '@/lib/restaurants/hours';
import type { OrderingRestaurant } from '@/lib/restaurants/queries';
import type { PlaceOrderInput } from '@/lib/validations/order';
import type { db } from '@/lib/db';
import { deliverySlots, isOfferedSlot, schedulingAt } from './slots';

// Where and when an order goes, checked inside its write transaction
// (./place-order.ts): the time asked for against the restaurant's hours and
// slots, and the delivery address against the customer's own and the
// restaurant's postal codes.

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/** As soon as possible (the restaurant must be open) or one of the offered slots; at a table, only as soon as possible. */
export function deliveryTime(
  restaurant: OrderingRestaurant,
  deliveryType: DeliveryType,
  input: PlaceOrderInput,
  now: Date,
  atTable: boolean,
): Date {
  const shifts = restaurant.shifts[deliveryType];
  // At a table the order is served as soon as it is ready, while the restaurant is open (issue 13).
  if (atTable && !input.asap)
    throw new AppError('slot_unavailable', {
      message: 'En la mesa te servimos en cuanto esté listo: no se puede elegir una hora.',
    });
  if (atTable && !openState(shifts, now, restaurant.timeZone).isOpen)
    throw new AppError('slot_unavailable', {
      message: 'El restaurante está cerrado ahora: desde la mesa solo se puede pedir con el restaurante abierto.',
    });
  const scheduling = schedulingAt(restaurant, deliveryType, now);
  if (input.asap && scheduling.pausedUntil) {
    throw new AppError('slot_unavailable', {
      message: 'El reparto a domicilio está en pausa ahora mismo: elige una hora de entrega.',
    });
  }
  if (input.asap) {
    if (!openState(shifts, now, restaurant.timeZone).isOpen)
      throw new AppError('slot_unavailable', {
        message: 'El restaurante está cerrado ahora: elige una hora de entrega.',
      });
    return now;
  }
  const requested = new Date(input.scheduled_for ?? '');
  if (!isOfferedSlot(deliverySlots(shifts, deliveryType, now, restaurant.timeZone, undefined, scheduling), requested))
    throw new AppError('slot_unavailable');
  return requested;
}

export async function deliveryAddress(
  tx: Tx,
  userId: number,
  restaurant: OrderingRestaurant,
  deliveryType: DeliveryType,
  addressId: number | null,
) {
  if (deliveryType !== 'delivery') return { addressSnapshot: null, shippingCents: 0 };
  if (!addressId)
    throw new AppError('validation_failed', { errors: { address_id: ['Debes seleccionar una dirección de entrega'] } });
  const address = await tx.address.findFirst({ where: { id: addressId, userId } });
  if (!address)
    throw new AppError('validation_failed', { errors: { address_id: ['Debes seleccionar una dirección de entrega'] } });
  if (!address.number || !address.postalCode || !address.town || !address.province) {
    throw new AppError('validation_failed', {
      errors: { address_id: ['La dirección seleccionada está incompleta. Pulsa el lápiz para completarla.'] },
    });
  }
  const served = await tx.restaurantPostalCode.findUnique({
    where: { restaurantId_postalCode: { restaurantId: restaurant.id, postalCode: address.postalCode } },
  });
  if (!served) {
    // Another restaurant may deliver there: say so rather than that nobody does.
    const other = await tx.restaurantPostalCode.findFirst({
      where: {
        postalCode: address.postalCode,
        restaurant: { active: true, hours: { some: { deliveryType: 'delivery' } } },
      },
      orderBy: [{ restaurant: { closedKitchen: 'asc' } }, { restaurant: { sortOrder: 'asc' } }],
      select: { restaurant: { select: { commercialName: true } } },
    });
    throw new AppError('validation_failed', {
      errors: {
        address_id: [
          other
            ? `${restaurant.commercialName} no reparte en esta dirección; ${other.restaurant.commercialName} sí. Elige otra dirección o haz el pedido en ${other.restaurant.commercialName}.`
            : 'Para esta dirección no hay servicio a domicilio',
        ],
      },
    });
  }
  const snapshot = {
    street: address.street,
    number: address.number,
    floor: address.floor,
    door: address.door,
    postal_code: address.postalCode,
    town: address.town,
    province: address.province,
    country: address.country,
    notes: address.notes,
  };
  return {
    addressSnapshot: JSON.stringify(snapshot),
    shippingCents: served.shippingCostCents ?? restaurant.shippingCostCents,
  };
}
