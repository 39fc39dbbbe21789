import 'server-only';
import type { DbClient } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError, type DependentItem, type Dependents } from '@/lib/errors';

// What the delete modals of the spec show (issue 14, scope 3): what uses a
// thing, counted by kind ("Se usa en 3 menús y 12 platos": products by
// category, plus ingredients, sauces, customers…), and the first of them by
// name, so that the manager sees which burger loses its bacon.

export type DependentsReport = { counts: Dependents; items: DependentItem[] };

/** The most dependents named in a 409; the counts are always complete. */
export const MAX_NAMED_DEPENDENTS = 50;

export const NO_DEPENDENTS: DependentsReport = { counts: {}, items: [] };

/** Products matching `where`, counted by category and named. */
export async function productDependents(tx: DbClient, where: Prisma.ProductWhereInput): Promise<DependentsReport> {
  const rows = await tx.product.findMany({
    // Archived products (ordered once, never sold again) depend on nothing.
    where: { AND: [where, { archivedAt: null }] },
    select: { id: true, name: true, category: true },
    orderBy: [{ category: 'asc' }, { name: 'asc' }],
  });
  const counts: Dependents = {};
  for (const { category } of rows) counts[category] = (counts[category] ?? 0) + 1;
  return { counts, items: rows.map(({ id, name, category }) => ({ kind: category, id, name })) };
}

/** Several reports as one: counts added up, items one after another. */
export function mergeDependents(...reports: DependentsReport[]): DependentsReport {
  const counts: Dependents = {};
  for (const report of reports) {
    for (const [kind, count] of Object.entries(report.counts))
      if (count > 0) counts[kind] = (counts[kind] ?? 0) + count;
  }
  return { counts, items: reports.flatMap((report) => report.items) };
}

export const hasDependents = (report: DependentsReport) => Object.values(report.counts).some((count) => count > 0);

/**
 * 409 in_use with the dependents unless nothing depends on the thing, or the
 * client confirmed (`?force=true`) and this kind of thing may be forced.
 */
export function assertDeletable(
  report: DependentsReport,
  options: { force: boolean; forceAllowed: boolean; message?: string },
): void {
  if (!hasDependents(report) || (options.force && options.forceAllowed)) return;
  throw new AppError('in_use', {
    dependents: report.counts,
    dependentItems: report.items.slice(0, MAX_NAMED_DEPENDENTS),
    message:
      options.message ??
      (options.forceAllowed
        ? 'Se usa en otros elementos del catálogo. Confirma el borrado para quitarlo de todos ellos.'
        : 'Se usa en otros elementos del catálogo: quítalo de ellos antes de borrarlo.'),
  });
}
