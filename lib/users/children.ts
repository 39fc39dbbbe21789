import 'server-only';
import { db, type DbClient } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { CHILDRENS_MENU_MAX_AGE } from '@/lib/vocabulary/catalogue';

/** Whole years between a birth date and `now`. */
export function ageOn(birthDate: Date, now: Date = new Date()): number {
  let age = now.getUTCFullYear() - birthDate.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < birthDate.getUTCMonth() ||
    (now.getUTCMonth() === birthDate.getUTCMonth() && now.getUTCDate() < birthDate.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * Spec section 9: a children's menu is for a child up to 12. Each one in
 * `lines` must name one of the customer's children (selection.childId) who is
 * 12 or younger on `now`; else the Spanish 422 says which rule failed. The
 * cart checks it on adding, the order again when placed (a birthday between).
 * Answers the children's names by id, for the words of the lines.
 */
export async function assertChildrensMenus(
  client: DbClient,
  userId: number,
  lines: readonly { product: { isChildrensMenu: boolean }; selection: { childId: number | null } }[],
  now: Date = new Date(),
): Promise<Map<number, string>> {
  const wanted = lines.filter((line) => line.product.isChildrensMenu).map((line) => line.selection.childId);
  if (wanted.length === 0) return new Map();
  if (wanted.some((id) => id === null)) throw new AppError('childrens_menu_child');
  const ids = [...new Set(wanted as number[])];
  const children = await client.child.findMany({
    where: { userId, id: { in: ids } },
    select: { id: true, name: true, birthDate: true },
  });
  if (children.length !== ids.length) throw new AppError('childrens_menu_child');
  if (children.some((child) => ageOn(child.birthDate, now) > CHILDRENS_MENU_MAX_AGE))
    throw new AppError('childrens_menu_age');
  return new Map(children.map((child) => [child.id, child.name]));
}

/** The names of the customer's children among `ids` (a cart line says whom a children's menu is for). */
export async function childNames(userId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.child.findMany({ where: { userId, id: { in: [...ids] } }, select: { id: true, name: true } });
  return new Map(rows.map((row) => [row.id, row.name]));
}

function toResource(row: { id: number; name: string; birthDate: Date }) {
  const age = ageOn(row.birthDate);
  return {
    id: row.id,
    name: row.name,
    birth_date: row.birthDate.toISOString().slice(0, 10),
    age,
    /** The children's menu is for children up to 12 (spec section 9). */
    childrens_menu: age <= CHILDRENS_MENU_MAX_AGE,
  };
}
export type ChildResource = ReturnType<typeof toResource>;

const select = { id: true, name: true, birthDate: true } as const;

export async function listChildren(userId: number): Promise<ChildResource[]> {
  return (await db.child.findMany({ where: { userId }, orderBy: { birthDate: 'desc' }, select })).map(toResource);
}

async function ownChild(userId: number, id: number) {
  const child = await db.child.findFirst({ where: { id, userId }, select: { id: true } });
  if (!child) throw new AppError('not_found', { message: 'No encontramos a ese niño o niña.' });
}

export async function createChild(userId: number, input: { name: string; birth_date: Date }): Promise<ChildResource> {
  if ((await db.child.count({ where: { userId } })) >= 10) {
    throw new AppError('validation_failed', { errors: { name: ['Puedes añadir hasta 10 niños.'] } });
  }
  return toResource(await db.child.create({ data: { userId, name: input.name, birthDate: input.birth_date }, select }));
}

export async function updateChild(
  userId: number,
  id: number,
  input: { name: string; birth_date: Date },
): Promise<ChildResource> {
  await ownChild(userId, id);
  return toResource(
    await db.child.update({ where: { id }, data: { name: input.name, birthDate: input.birth_date }, select }),
  );
}

export async function deleteChild(userId: number, id: number): Promise<void> {
  await ownChild(userId, id);
  await db.child.delete({ where: { id } });
}
