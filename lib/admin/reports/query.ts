import { z } from 'zod';
import { SLUG } from '@/lib/admin/slug';
import { daysBetween, isIsoDate } from './dates';

// The query of GET /api/admin/reports/sales (issue 14, scope 8) and of the
// /admin/informes page: local dates of the chain's time zone, at most 366 days.

export const GROUP_BY = ['day', 'restaurant', 'type', 'payment'] as const;
export type GroupBy = (typeof GROUP_BY)[number];

/** The tables of a report; each one is also a CSV. */
export const REPORT_TABLES = ['sales', 'top_products', 'cancellations'] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

export const MAX_REPORT_DAYS = 366;

const date = (which: string) =>
  z
    .string({ error: `Indica la fecha ${which} (AAAA-MM-DD).` })
    .trim()
    .min(1, `Indica la fecha ${which} (AAAA-MM-DD).`)
    .refine(isIsoDate, `La fecha ${which} no es válida: escríbela como AAAA-MM-DD.`);

/** "" (the form's «todos») is no restaurant. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

export const salesQuerySchema = z
  .object({
    from: date('de inicio'),
    to: date('final'),
    restaurant: optional(
      z.string().trim().max(80, 'Ese restaurante no existe.').regex(SLUG, 'Ese restaurante no existe.'),
    ),
    group_by: optional(z.enum(GROUP_BY, { error: 'Agrupa por día, restaurante, tipo de pedido o forma de pago.' })),
    table: optional(z.enum(REPORT_TABLES, { error: 'La tabla es sales, top_products o cancellations.' })),
    format: optional(z.enum(['json', 'csv'], { error: 'El formato es json o csv.' })),
  })
  .superRefine((value, context) => {
    if (!isIsoDate(value.from) || !isIsoDate(value.to)) return;
    const days = daysBetween(value.from, value.to);
    if (days < 0) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'La fecha final no puede ser anterior a la de inicio.',
      });
    } else if (days + 1 > MAX_REPORT_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Un informe abarca ${MAX_REPORT_DAYS} días como mucho: acorta las fechas.`,
      });
    }
  })
  .transform((value) => ({
    from: value.from,
    to: value.to,
    restaurant: value.restaurant ?? null,
    groupBy: value.group_by ?? ('day' as GroupBy),
    table: value.table ?? ('sales' as ReportTable),
    format: value.format ?? null,
  }));

export type SalesQuery = z.output<typeof salesQuerySchema>;

/** The query of `params` (the API's names); a ZodError (422) when it is wrong. */
export function parseSalesQuery(params: URLSearchParams | Record<string, string | undefined>): SalesQuery {
  const entries = params instanceof URLSearchParams ? Object.fromEntries(params) : params;
  return salesQuerySchema.parse(entries);
}

/** The API address of one table of the report as CSV: what the page's "Descargar CSV" links to. */
export function reportCsvHref(query: SalesQuery, table: ReportTable): string {
  const params = new URLSearchParams({ from: query.from, to: query.to, group_by: query.groupBy });
  if (query.restaurant) params.set('restaurant', query.restaurant);
  params.set('table', table);
  params.set('format', 'csv');
  return `/api/admin/reports/sales?${params}`;
}
