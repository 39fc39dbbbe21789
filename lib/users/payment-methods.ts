import 'server-only';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';

/** Saved cards: only what the customer needs to recognise them (the gateway keeps the card). */
export async function listPaymentMethods(userId: number) {
  const rows = await db.paymentMethod.findMany({
    where: { userId },
    orderBy: [{ isDefault: 'desc' }, { createdAt: 'desc' }],
    select: { id: true, brand: true, last4: true, expMonth: true, expYear: true, isDefault: true },
  });
  return rows.map((row) => ({
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    is_default: row.isDefault,
  }));
}

export async function deletePaymentMethod(userId: number, id: number): Promise<void> {
  const deleted = await db.paymentMethod.deleteMany({ where: { id, userId } });
  if (deleted.count === 0) throw new AppError('not_found', { message: 'No encontramos esa tarjeta.' });
}
