import 'server-only';
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { db, type DbClient } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/audit/log';
import { listMeta, parseListQuery, type ListMeta } from '@/lib/validations/list-query';
import type { Actor } from '@/lib/staff/access';
import { modeOf } from './promotions';
import type { codeBatchSchema } from './promotion-schema';
import { containing } from '@/lib/db/text-search';

// Batches of single-use codes (issue 14, scope 5): the manager asks for N,
// the server draws them at random (unguessable: 8 characters of an alphabet
// without look-alikes, 32^8 ≈ 10^12) and they are exported as CSV to send
// out. Each is good for one order (lib/promotions/apply.ts).

/** No 0/O, 1/I/L: read aloud or typed from a flyer without mistakes. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RANDOM_LENGTH = 8;

export function drawCode(prefix: string): string {
  let code = prefix ? `${prefix}-` : '';
  for (let index = 0; index < RANDOM_LENGTH; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export type PromotionCodeResource = {
  code: string;
  used_at: string | null;
  order_number: string | null;
  created_at: string;
};

async function batchPromotion(client: DbClient, id: number) {
  const promotion = await client.promotion.findUnique({
    where: { id },
    select: { id: true, isAutomatic: true, code: true },
  });
  if (!promotion) throw new AppError('not_found', { message: 'No encontramos esa promoción.' });
  if (modeOf(promotion) !== 'codes')
    throw new AppError('validation_failed', {
      errors: { count: ['Solo las promociones de códigos de un solo uso generan códigos.'] },
    });
  return promotion;
}

/** Draws `count` new codes, none equal to an existing code of any promotion. */
export async function generateCodes(
  actor: Actor,
  id: number,
  input: z.infer<typeof codeBatchSchema>,
): Promise<{ created: number; codes: string[] }> {
  return db.$transaction(async (tx) => {
    await batchPromotion(tx, id);
    const codes = new Set<string>();
    // A clash with a stored code is a one-in-10^8 event per batch of 5 000: draw again until none is left.
    while (codes.size < input.count) {
      const drawn = new Set<string>();
      while (drawn.size < input.count - codes.size) {
        const code = drawCode(input.prefix);
        if (!codes.has(code)) drawn.add(code);
      }
      const list = [...drawn];
      const taken = new Set(
        [
          ...(await tx.promotionCode.findMany({ where: { code: { in: list } }, select: { code: true } })),
          ...(await tx.promotion.findMany({ where: { code: { in: list } }, select: { code: true } })),
        ].map((row) => row.code),
      );
      for (const code of list) if (!taken.has(code)) codes.add(code);
    }
    const list = [...codes];
    await tx.promotionCode.createMany({ data: list.map((code) => ({ promotionId: id, code })) });
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'promotion_code',
      entityId: id,
      after: { count: input.count, prefix: input.prefix || null },
    });
    return { created: list.length, codes: list };
  });
}

const codeSelect = { code: true, usedAt: true, createdAt: true, order: { select: { number: true } } } as const;

const toCode = (row: { code: string; usedAt: Date | null; createdAt: Date; order: { number: string } | null }) => ({
  code: row.code,
  used_at: row.usedAt?.toISOString() ?? null,
  order_number: row.order?.number ?? null,
  created_at: row.createdAt.toISOString(),
});

/** GET /api/admin/promotions/{id}/codes: a page of the batch, oldest first (?q= finds one). */
export async function listCodes(id: number, url: URL): Promise<{ data: PromotionCodeResource[]; meta: ListMeta }> {
  await batchPromotion(db, id);
  const query = parseListQuery(url, ['created_at', 'code', 'used_at'] as const);
  const orderBy = { created_at: 'createdAt', code: 'code', used_at: 'usedAt' } as const;
  const where = { promotionId: id, ...(query.q ? { code: containing(query.q) } : {}) };
  const [rows, total] = await Promise.all([
    db.promotionCode.findMany({
      where,
      select: codeSelect,
      orderBy: [{ [orderBy[query.sort.field]]: query.sort.direction }, { id: 'asc' }],
      skip: query.skip,
      take: query.perPage,
    }),
    db.promotionCode.count({ where }),
  ]);
  return { data: rows.map(toCode), meta: listMeta(query, total) };
}

/** Every code of the batch, for the CSV export. */
export async function allCodes(id: number): Promise<PromotionCodeResource[]> {
  await batchPromotion(db, id);
  const rows = await db.promotionCode.findMany({
    where: { promotionId: id },
    select: codeSelect,
    orderBy: { id: 'asc' },
  });
  return rows.map(toCode);
}
