import 'server-only';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { AllergenCode, PreferenceCode } from '@/lib/vocabulary/catalogue';

export type UserFilters = { allergens: AllergenCode[]; preferences: PreferenceCode[] };

/** The customer's allergen and lifestyle filters (they seed the catalogue filters). */
export async function getUserFilters(userId: number): Promise<UserFilters> {
  const [allergens, preferences] = await Promise.all([
    db.userAllergen.findMany({ where: { userId }, select: { allergen: { select: { code: true } } } }),
    db.userPreference.findMany({ where: { userId }, select: { preference: { select: { code: true } } } }),
  ]);
  return {
    allergens: allergens.map((row) => row.allergen.code as AllergenCode),
    preferences: preferences.map((row) => row.preference.code as PreferenceCode),
  };
}

export async function setUserFilters(
  userId: number,
  input: { allergens: string[]; preferences: string[] },
): Promise<UserFilters> {
  const [allergens, preferences] = await Promise.all([
    db.allergen.findMany({ where: { code: { in: input.allergens } }, select: { id: true, code: true } }),
    db.preference.findMany({ where: { code: { in: input.preferences } }, select: { id: true, code: true } }),
  ]);
  const unknown = [
    ...input.allergens.filter((code) => !allergens.some((row) => row.code === code)),
    ...input.preferences.filter((code) => !preferences.some((row) => row.code === code)),
  ];
  if (unknown.length)
    throw new AppError('validation_failed', { errors: { allergens: ['Hay una opción que no existe.'] } });
  await db.$transaction([
    db.userAllergen.deleteMany({ where: { userId } }),
    db.userPreference.deleteMany({ where: { userId } }),
    db.userAllergen.createMany({ data: allergens.map((row) => ({ userId, allergenId: row.id })) }),
    db.userPreference.createMany({ data: preferences.map((row) => ({ userId, preferenceId: row.id })) }),
  ]);
  return getUserFilters(userId);
}
