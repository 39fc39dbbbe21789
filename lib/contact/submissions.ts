import 'server-only';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { ContactInput } from '@/lib/validations/contact';

/** Stores what a visitor sent through a footer form; returns its reference. */
export async function createContactSubmission(input: ContactInput, userId?: number): Promise<{ id: number }> {
  if (input.restaurantId !== undefined) {
    const restaurant = await db.restaurant.findUnique({ where: { id: input.restaurantId }, select: { id: true } });
    if (!restaurant) {
      throw new AppError('validation_failed', { errors: { restaurantId: ['Elige un restaurante de la lista.'] } });
    }
  }
  return db.contactSubmission.create({
    data: {
      kind: input.kind,
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      restaurantId: input.restaurantId ?? null,
      userId: userId ?? null,
      subject: input.kind === 'work_with_us' ? input.position : null,
      orderNumber: input.kind === 'complaint' ? (input.orderNumber ?? null) : null,
      message: input.message,
    },
    select: { id: true },
  });
}
