import 'server-only';
import { db } from '@/lib/db';
import type { DeliveryType } from '@/lib/vocabulary/catalogue';

export type PromotionListItem = {
  id: number;
  name: string;
  description: string;
  code: string | null;
  is_automatic: boolean;
  kind: 'percentage' | 'fixed';
  value: number;
  min_subtotal_cents: number;
  starts_at: string | null;
  ends_at: string | null;
  first_order_only: boolean;
  delivery_types: DeliveryType[];
};

/** GET /api/promotion?type=: active promotions inside their window for a delivery type. */
export async function listCurrentPromotions(
  deliveryType: DeliveryType,
  now: Date = new Date(),
): Promise<PromotionListItem[]> {
  const promotions = await db.promotion.findMany({
    where: {
      active: true,
      deliveryTypes: { some: { deliveryType } },
      // Batches of single-use codes go to chosen customers: not advertised.
      OR: [{ isAutomatic: true }, { code: { not: null } }],
      AND: [
        { OR: [{ startsAt: null }, { startsAt: { lte: now } }] },
        { OR: [{ endsAt: null }, { endsAt: { gte: now } }] },
      ],
    },
    orderBy: [{ isAutomatic: 'desc' }, { id: 'asc' }],
    select: {
      id: true,
      name: true,
      description: true,
      code: true,
      isAutomatic: true,
      kind: true,
      value: true,
      minSubtotalCents: true,
      startsAt: true,
      endsAt: true,
      firstOrderOnly: true,
      maxUses: true,
      usesCount: true,
      deliveryTypes: { select: { deliveryType: true } },
    },
  });
  return promotions
    .filter((promotion) => promotion.maxUses === null || promotion.usesCount < promotion.maxUses)
    .map((promotion) => ({
      id: promotion.id,
      name: promotion.name,
      description: promotion.description,
      code: promotion.code,
      is_automatic: promotion.isAutomatic,
      kind: promotion.kind === 'percentage' ? 'percentage' : 'fixed',
      value: promotion.value,
      min_subtotal_cents: promotion.minSubtotalCents,
      starts_at: promotion.startsAt?.toISOString() ?? null,
      ends_at: promotion.endsAt?.toISOString() ?? null,
      first_order_only: promotion.firstOrderOnly,
      delivery_types: promotion.deliveryTypes.map((row) => row.deliveryType as DeliveryType),
    }));
}
