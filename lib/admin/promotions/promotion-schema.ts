import { z } from 'zod';
import { DELIVERY_TYPES } from '@/lib/vocabulary/catalogue';
import { centsField } from '@/lib/validations/money';

// Bodies of /api/admin/promotions (issue 14, scope 5): the fields GET /{id}
// answers. How a customer gets the discount (`mode`) is chosen once:
// automatic (no code), one shared code, or a batch of single-use codes.

export const PROMOTION_MODES = ['automatic', 'code', 'codes'] as const;
export type PromotionMode = (typeof PROMOTION_MODES)[number];

/** Codes customers type: capitals, digits and hyphens (stored upper-case). */
export const CODE = /^[A-Z0-9][A-Z0-9-]{2,29}$/;
const MAX_FIXED_CENTS = 100_000;

const code = z
  .string({ error: 'Escribe el código.' })
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(CODE, 'El código lleva de 3 a 30 letras, cifras o guiones, sin espacios (ej. VERANO25).'));

const limit = (what: string) =>
  z
    .number({ error: `Indica ${what}.` })
    .int(`${what[0]!.toUpperCase()}${what.slice(1)} es un número entero.`)
    .min(1, `${what[0]!.toUpperCase()}${what.slice(1)} es al menos 1.`)
    .max(1_000_000, `${what[0]!.toUpperCase()}${what.slice(1)} es como mucho 1 000 000.`)
    .nullable();

const instant = (what: string) =>
  z.iso
    .datetime({ offset: true, error: `Indica ${what} como fecha y hora (ej. 2026-12-01T00:00:00+01:00).` })
    .transform((value) => new Date(value))
    .nullable();

const fields = {
  name: z
    .string({ error: 'Escribe el nombre de la promoción.' })
    .trim()
    .min(2, 'Escribe el nombre de la promoción.')
    .max(80, 'El nombre tiene 80 caracteres como mucho.'),
  description: z
    .string({ error: 'Escribe la descripción.' })
    .trim()
    .max(300, 'La descripción tiene 300 caracteres como mucho.'),
  code: code.nullable(),
  kind: z.enum(['percentage', 'fixed'], { error: 'Elige si descuenta un porcentaje o un importe.' }),
  value: z.number({ error: 'Indica cuánto descuenta.' }).int('El descuento es un número entero.'),
  min_subtotal_cents: centsField('el pedido mínimo', MAX_FIXED_CENTS),
  starts_at: instant('el inicio'),
  ends_at: instant('el final'),
  max_uses: limit('el número de usos'),
  max_uses_per_user: limit('los usos por cliente'),
  first_order_only: z.boolean({ error: 'Indica si es solo para el primer pedido.' }),
  active: z.boolean({ error: 'Indica si está activa.' }),
  delivery_types: z
    .array(z.enum(DELIVERY_TYPES, { error: 'Esa forma de pedido no existe.' }), {
      error: 'Elige para qué formas de pedido vale.',
    })
    .min(1, 'Elige al menos una forma de pedido.')
    .transform((types) => [...new Set(types)]),
};

type Shape = {
  mode?: PromotionMode;
  code?: string | null;
  kind?: 'percentage' | 'fixed';
  value?: number;
  starts_at?: Date | null;
  ends_at?: Date | null;
};

/** The rules between fields; `current` is the stored promotion on an update. */
export function checkPromotionShape(
  input: Shape,
  current: Required<Shape> | null,
  issue: (path: string, message: string) => void,
) {
  const merged = { ...current, ...input } as Required<Shape>;
  if (merged.mode === 'code' && !merged.code) issue('code', 'Escribe el código que darán los clientes.');
  if (merged.mode !== 'code' && input.code) issue('code', 'Solo las promociones con un código lo llevan.');
  if (merged.kind === 'percentage' && (merged.value < 1 || merged.value > 100))
    issue('value', 'El porcentaje va de 1 a 100.');
  if (merged.kind === 'fixed' && (merged.value < 1 || merged.value > MAX_FIXED_CENTS))
    issue('value', 'El importe va de 0,01 € a 1000 €.');
  if (merged.starts_at && merged.ends_at && merged.ends_at <= merged.starts_at)
    issue('ends_at', 'El final tiene que ser después del inicio.');
}

export const promotionCreateSchema = z
  .object({
    ...fields,
    mode: z.enum(PROMOTION_MODES, {
      error: 'Elige cómo se aplica: automática, con un código o con códigos de un solo uso.',
    }),
    description: fields.description.default(''),
    code: fields.code.default(null),
    min_subtotal_cents: fields.min_subtotal_cents.default(0),
    starts_at: fields.starts_at.default(null),
    ends_at: fields.ends_at.default(null),
    max_uses: fields.max_uses.default(null),
    max_uses_per_user: fields.max_uses_per_user.default(null),
    first_order_only: fields.first_order_only.default(false),
    active: fields.active.default(true),
  })
  .superRefine((input, ctx) =>
    checkPromotionShape(input, null, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message })),
  );

/** A partial body; the mode is not changed once customers may hold its codes. */
export const promotionUpdateSchema = z.object(fields).partial();

export const MAX_BATCH = 5_000;

export const codeBatchSchema = z.object({
  count: z
    .number({ error: 'Indica cuántos códigos quieres.' })
    .int('El número de códigos es un número entero.')
    .min(1, 'Genera al menos un código.')
    .max(MAX_BATCH, `Se generan como mucho ${MAX_BATCH} códigos de una vez.`),
  prefix: z
    .string({ error: 'Escribe el prefijo.' })
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{0,10}$/, 'El prefijo lleva hasta 10 letras o cifras, sin espacios.'))
    .default(''),
});
