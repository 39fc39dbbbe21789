import 'server-only';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { z } from 'zod';
import type { addressSchema } from '@/lib/validations/account';

type AddressInput = z.infer<typeof addressSchema>;

const select = {
  id: true,
  street: true,
  number: true,
  floor: true,
  door: true,
  postalCode: true,
  province: true,
  town: true,
  country: true,
  notes: true,
  isDefault: true,
} as const;

type Row = { [K in keyof typeof select]: K extends 'id' ? number : K extends 'isDefault' ? boolean : string | null };

function toResource(row: Row) {
  return {
    id: row.id,
    street: row.street,
    number: row.number,
    floor: row.floor,
    door: row.door,
    postal_code: row.postalCode,
    province: row.province,
    town: row.town,
    country: row.country,
    notes: row.notes,
    is_default: row.isDefault,
    /** DESIGN.md section 5: number, postal code, town and province are needed to deliver. */
    is_complete: Boolean(row.number && row.postalCode && row.town && row.province),
  };
}
export type AddressResource = ReturnType<typeof toResource>;

function data(input: AddressInput) {
  return {
    street: input.street,
    number: input.number,
    floor: input.floor,
    door: input.door,
    postalCode: input.postal_code,
    province: input.province,
    town: input.town,
    country: input.country,
    notes: input.notes,
  };
}

export async function listAddresses(userId: number): Promise<AddressResource[]> {
  const rows = await db.address.findMany({
    where: { userId },
    orderBy: [{ isDefault: 'desc' }, { id: 'asc' }],
    select,
  });
  return rows.map(toResource);
}

/** The user's own address, else 404 (another user's address is not told apart from a missing one). */
async function ownAddress(userId: number, id: number) {
  const row = await db.address.findFirst({ where: { id, userId }, select: { id: true, isDefault: true } });
  if (!row) throw new AppError('not_found', { message: 'No encontramos esa dirección.' });
  return row;
}

export async function createAddress(userId: number, input: AddressInput): Promise<AddressResource> {
  return db.$transaction(async (tx) => {
    const count = await tx.address.count({ where: { userId } });
    if (count >= 20)
      throw new AppError('validation_failed', { errors: { street: ['Puedes guardar hasta 20 direcciones.'] } });
    const isDefault = input.is_default || count === 0;
    if (isDefault) await tx.address.updateMany({ where: { userId }, data: { isDefault: false } });
    return toResource(await tx.address.create({ data: { ...data(input), userId, isDefault }, select }));
  });
}

export async function updateAddress(userId: number, id: number, input: AddressInput): Promise<AddressResource> {
  await ownAddress(userId, id);
  return db.$transaction(async (tx) => {
    if (input.is_default) await tx.address.updateMany({ where: { userId }, data: { isDefault: false } });
    return toResource(
      await tx.address.update({
        where: { id },
        data: { ...data(input), ...(input.is_default ? { isDefault: true } : {}) },
        select,
      }),
    );
  });
}

export async function setDefaultAddress(userId: number, id: number): Promise<void> {
  await ownAddress(userId, id);
  await db.$transaction([
    db.address.updateMany({ where: { userId }, data: { isDefault: false } }),
    db.address.update({ where: { id }, data: { isDefault: true } }),
  ]);
}

export async function deleteAddress(userId: number, id: number): Promise<void> {
  const address = await ownAddress(userId, id);
  await db.$transaction(async (tx) => {
    await tx.address.delete({ where: { id } });
    if (address.isDefault) {
      const next = await tx.address.findFirst({ where: { userId }, orderBy: { id: 'asc' }, select: { id: true } });
      if (next) await tx.address.update({ where: { id: next.id }, data: { isDefault: true } });
    }
  });
}
