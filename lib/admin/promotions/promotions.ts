import 'server-only';
import type { z } from 'zod';
import { db, type DbClient } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import type { DeliveryType } from '@/lib/vocabulary/catalogue';
import { revalidateCatalogue } from '@/lib/site/settings';
import { recordAudit } from '@/lib/audit/log';
import { listMeta, parseListQuery, type ListMeta } from '@/lib/validations/list-query';
import { assertDeletable } from '@/lib/admin/catalogue/dependents';
import type { Actor } from '@/lib/staff/access';
import {
  checkPromotionShape,
  type PromotionMode,
  type promotionCreateSchema,
  type promotionUpdateSchema,
} from './promotion-schema';
import { containing } from '@/lib/db/text-search';

// Promotions in the back office (issue 14, scope 5): automatic ones, one
// shared code, or batches of single-use codes, with every condition of
// lib/promotions/rules.ts, and how much each has been used. Each change is
// audited and stamps the catalogue (it lists the current promotions).

export type PromotionUsage = {
  /** Orders that used it and were not cancelled. */
  orders: number;
  discount_cents: number;
  last_used_at: string | null;
};

export type PromotionResource = {
  id: number;
  name: string;
  description: string;
  mode: PromotionMode;
  code: string | null;
  kind: 'percentage' | 'fixed';
  value: number;
  min_subtotal_cents: number;
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
  max_uses_per_user: number | null;
  first_order_only: boolean;
  active: boolean;
  delivery_types: DeliveryType[];
  /** Single-use codes of a batch promotion: how many there are and how many were used. */
  codes: { total: number; used: number } | null;
  usage: PromotionUsage;
};

const promotionSelect = {
  id: true,
  name: true,
  description: true,
  isAutomatic: true,
  code: true,
  kind: true,
  value: true,
  minSubtotalCents: true,
  startsAt: true,
  endsAt: true,
  maxUses: true,
  maxUsesPerUser: true,
  firstOrderOnly: true,
  active: true,
  deliveryTypes: { select: { deliveryType: true }, orderBy: { deliveryType: 'asc' } },
  _count: { select: { codes: true } },
} satisfies Prisma.PromotionSelect;
type PromotionRow = Prisma.PromotionGetPayload<{ select: typeof promotionSelect }>;

export const modeOf = (row: { isAutomatic: boolean; code: string | null }): PromotionMode =>
  row.isAutomatic ? 'automatic' : row.code ? 'code' : 'codes';

/** How much each promotion of `ids` was used: orders, discount given, last use; used codes of batches. */
async function usageOf(client: DbClient, ids: number[]) {
  const [discounts, lastUses, usedCodes] = await Promise.all([
    client.orderDiscount.groupBy({
      by: ['promotionId'],
      // Orders not cancelled and not waiting for an online payment (the reports' sales).
      where: {
        promotionId: { in: ids },
        kind: 'promotion',
        order: { status: { notIn: ['cancelled', 'pending_payment'] } },
      },
      _sum: { amountCents: true },
      _count: { _all: true },
    }),
    // The last of those same orders: a use an online payment still holds is not one yet.
    client.promotionRedemption.groupBy({
      by: ['promotionId'],
      where: { promotionId: { in: ids }, order: { status: { notIn: ['cancelled', 'pending_payment'] } } },
      _max: { createdAt: true },
    }),
    client.promotionCode.groupBy({
      by: ['promotionId'],
      where: { promotionId: { in: ids }, orderId: { not: null } },
      _count: { _all: true },
    }),
  ]);
  return (id: number) => {
    const given = discounts.find((row) => row.promotionId === id);
    const last = lastUses.find((row) => row.promotionId === id)?._max.createdAt;
    return {
      usage: {
        orders: given?._count._all ?? 0,
        discount_cents: given?._sum.amountCents ?? 0,
        last_used_at: last?.toISOString() ?? null,
      },
      usedCodes: usedCodes.find((row) => row.promotionId === id)?._count._all ?? 0,
    };
  };
}

function toResource(row: PromotionRow, figures: { usage: PromotionUsage; usedCodes: number }): PromotionResource {
  const mode = modeOf(row);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    mode,
    code: row.code,
    kind: row.kind === 'percentage' ? 'percentage' : 'fixed',
    value: row.value,
    min_subtotal_cents: row.minSubtotalCents,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    max_uses: row.maxUses,
    max_uses_per_user: row.maxUsesPerUser,
    first_order_only: row.firstOrderOnly,
    active: row.active,
    delivery_types: row.deliveryTypes.map((type) => type.deliveryType as DeliveryType),
    codes: mode === 'codes' ? { total: row._count.codes, used: figures.usedCodes } : null,
    usage: figures.usage,
  };
}

/** What the audit log keeps: the promotion's own fields, not its figures. */
function snapshot(promotion: PromotionResource) {
  const fields: Partial<PromotionResource> = { ...promotion };
  delete fields.usage;
  delete fields.codes;
  return fields;
}

export async function listPromotions(url: URL): Promise<{ data: PromotionResource[]; meta: ListMeta }> {
  const query = parseListQuery(url, ['name', 'id', 'starts_at', 'ends_at'] as const);
  const orderBy = { name: 'name', id: 'id', starts_at: 'startsAt', ends_at: 'endsAt' } as const;
  const where: Prisma.PromotionWhereInput = query.q
    ? {
        OR: [
          { name: containing(query.q) },
          { code: containing(query.q) },
          { codes: { some: { code: query.q.toUpperCase() } } },
        ],
      }
    : {};
  const [rows, total] = await Promise.all([
    db.promotion.findMany({
      where,
      select: promotionSelect,
      orderBy: [{ [orderBy[query.sort.field]]: query.sort.direction }, { id: 'asc' }],
      skip: query.skip,
      take: query.perPage,
    }),
    db.promotion.count({ where }),
  ]);
  const figures = await usageOf(
    db,
    rows.map((row) => row.id),
  );
  return { data: rows.map((row) => toResource(row, figures(row.id))), meta: listMeta(query, total) };
}

async function findPromotion(client: DbClient, id: number): Promise<PromotionResource> {
  const row = await client.promotion.findUnique({ where: { id }, select: promotionSelect });
  if (!row) throw new AppError('not_found', { message: 'No encontramos esa promoción.' });
  return toResource(row, (await usageOf(client, [id]))(id));
}

export const getPromotion = (id: number) => findPromotion(db, id);

/** A shared code must not be another promotion's, nor one of a batch (customers type both in the same field). */
async function assertCodeFree(client: DbClient, code: string, exceptId: number | null): Promise<void> {
  const [shared, batch] = await Promise.all([
    client.promotion.findFirst({
      where: { code, ...(exceptId ? { id: { not: exceptId } } : {}) },
      select: { id: true },
    }),
    client.promotionCode.count({ where: { code } }),
  ]);
  if (shared || batch)
    throw new AppError('validation_failed', { errors: { code: ['Ya hay otra promoción con ese código.'] } });
}

const dataOf = (input: Partial<z.infer<typeof promotionUpdateSchema>>) => ({
  name: input.name,
  description: input.description,
  code: input.code,
  kind: input.kind,
  value: input.value,
  minSubtotalCents: input.min_subtotal_cents,
  startsAt: input.starts_at,
  endsAt: input.ends_at,
  maxUses: input.max_uses,
  maxUsesPerUser: input.max_uses_per_user,
  firstOrderOnly: input.first_order_only,
  active: input.active,
});

export async function createPromotion(actor: Actor, input: z.infer<typeof promotionCreateSchema>) {
  return db.$transaction(async (tx) => {
    const code = input.mode === 'code' ? input.code : null;
    if (code) await assertCodeFree(tx, code, null);
    const { id } = await tx.promotion.create({
      data: {
        ...dataOf(input),
        name: input.name,
        kind: input.kind,
        value: input.value,
        code,
        isAutomatic: input.mode === 'automatic',
        deliveryTypes: { create: input.delivery_types.map((deliveryType) => ({ deliveryType })) },
      },
    });
    const created = await findPromotion(tx, id);
    await revalidateCatalogue(tx);
    await recordAudit(tx, actor, { action: 'create', entity: 'promotion', entityId: id, after: snapshot(created) });
    return created;
  });
}

export async function updatePromotion(actor: Actor, id: number, input: z.infer<typeof promotionUpdateSchema>) {
  return db.$transaction(async (tx) => {
    const before = await findPromotion(tx, id);
    const errors: Record<string, string[]> = {};
    checkPromotionShape(
      input,
      {
        mode: before.mode,
        code: before.code,
        kind: before.kind,
        value: before.value,
        starts_at: before.starts_at ? new Date(before.starts_at) : null,
        ends_at: before.ends_at ? new Date(before.ends_at) : null,
      },
      (path, message) => (errors[path] ??= []).push(message),
    );
    if (Object.keys(errors).length) throw new AppError('validation_failed', { errors });
    if (input.code && input.code !== before.code) await assertCodeFree(tx, input.code, id);
    await tx.promotion.update({ where: { id }, data: dataOf(input) });
    if (input.delivery_types) {
      await tx.promotionDeliveryType.deleteMany({ where: { promotionId: id } });
      await tx.promotionDeliveryType.createMany({
        data: input.delivery_types.map((deliveryType) => ({ promotionId: id, deliveryType })),
      });
    }
    const after = await findPromotion(tx, id);
    await revalidateCatalogue(tx);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'promotion',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });
}

/**
 * A promotion that orders used is never deleted (their discount lines name
 * it): it is switched off instead. One never used goes, with its codes.
 */
export async function deletePromotion(actor: Actor, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const before = await findPromotion(tx, id);
    const where = { discounts: { some: { promotionId: id } } };
    const [count, orders] = await Promise.all([
      tx.order.count({ where }),
      tx.order.findMany({ where, select: { id: true, number: true }, orderBy: { id: 'desc' }, take: 50 }),
    ]);
    assertDeletable(
      {
        counts: count ? { order: count } : {},
        items: orders.map((order) => ({ kind: 'order', id: order.id, name: order.number })),
      },
      {
        force: false,
        forceAllowed: false,
        message: 'Esta promoción ya se ha usado en pedidos: desactívala en lugar de borrarla.',
      },
    );
    await tx.promotion.delete({ where: { id } });
    await revalidateCatalogue(tx);
    await recordAudit(tx, actor, { action: 'delete', entity: 'promotion', entityId: id, before: snapshot(before) });
  });
}
