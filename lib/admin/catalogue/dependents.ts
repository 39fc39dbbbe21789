import 'server-only';
import type { DbClient } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError, type Dependents } from '@/lib/errors';

// What the delete modals of the spec list (issue 14, scope 3): the products
// that use a thing, counted by category ("Se usa en 3 menús y 12 platos"),
// plus any other kind of dependent a resource names.

/** Products matching `where`, counted by category: {burger: 2, menu: 1}. */
export async function productsByCategory(tx: DbClient, where: Prisma.ProductWhereInput): Promise<Dependents> {
  const groups = await tx.product.groupBy({ by: ['category'], where, _count: { _all: true } });
  return Object.fromEntries(
    groups.filter((group) => group._count._all > 0).map((group) => [group.category, group._count._all]),
  );
}

export const hasDependents = (dependents: Dependents) => Object.values(dependents).some((count) => count > 0);

/**
 * 409 in_use with the dependents unless nothing depends on the thing, or the
 * client confirmed (`?force=true`) and this kind of thing may be forced.
 */
export function assertDeletable(dependents: Dependents, options: { force: boolean; forceAllowed: boolean }): void {
  if (!hasDependents(dependents) || (options.force && options.forceAllowed)) return;
  throw new AppError('in_use', {
    dependents,
    message: options.forceAllowed
      ? 'Se usa en otros elementos del catálogo. Confirma el borrado para quitarlo de todos ellos.'
      : 'Se usa en otros elementos del catálogo: quítalo de ellos antes de borrarlo.',
  });
}
