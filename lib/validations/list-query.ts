import { z } from 'zod';
import { AppError } from '@/lib/errors';

// The list query of every /api/admin resource (issue 14):
// ?q=&sort=&page=&per_page= → {data, meta: {page, per_page, total}}.
// `sort` names one field of the resource's own list, "-field" for descending.

export const MAX_PER_PAGE = 100;

export type ListQuery<F extends string> = {
  q: string | null;
  sort: { field: F; direction: 'asc' | 'desc' };
  page: number;
  perPage: number;
  skip: number;
};

export type ListMeta = { page: number; per_page: number; total: number };

const pageField = z.coerce
  .number({ error: 'La página debe ser un número.' })
  .int({ error: 'La página debe ser un número entero.' })
  .min(1, { error: 'La página empieza en 1.' });

/** Reads the list query of `url`; `sortable` are the fields it may sort by, the first one the default. */
export function parseListQuery<F extends string>(
  url: URL,
  sortable: readonly [F, ...F[]],
  defaultDirection: 'asc' | 'desc' = 'asc',
): ListQuery<F> {
  const params = url.searchParams;
  const schema = z.object({
    q: z.string().trim().max(100, { error: 'Busca con 100 caracteres como mucho.' }).optional(),
    sort: z
      .string()
      .refine((value) => (sortable as readonly string[]).includes(value.replace(/^-/, '')), {
        error: `Se puede ordenar por: ${sortable.join(', ')}.`,
      })
      .optional(),
    page: pageField.default(1),
    per_page: z.coerce
      .number({ error: 'per_page debe ser un número.' })
      .int({ error: 'per_page debe ser un número entero.' })
      .min(1, { error: 'per_page va de 1 a 100.' })
      .max(MAX_PER_PAGE, { error: 'per_page va de 1 a 100.' })
      .default(25),
  });
  const parsed = schema.safeParse({
    q: params.get('q') ?? undefined,
    sort: params.get('sort') ?? undefined,
    page: params.get('page') ?? undefined,
    per_page: params.get('per_page') ?? undefined,
  });
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
    throw new AppError('validation_failed', { errors });
  }
  const { q, sort, page, per_page: perPage } = parsed.data;
  const field = (sort?.replace(/^-/, '') ?? sortable[0]) as F;
  const direction = sort ? (sort.startsWith('-') ? 'desc' : 'asc') : defaultDirection;
  return { q: q || null, sort: { field, direction }, page, perPage, skip: (page - 1) * perPage };
}

export const listMeta = (query: ListQuery<string>, total: number): ListMeta => ({
  page: query.page,
  per_page: query.perPage,
  total,
});
