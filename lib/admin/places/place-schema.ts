import { z } from 'zod';
import { DELIVERY_TYPES } from '@/lib/vocabulary/catalogue';
import { SLUG, SLUG_MAX } from '@/lib/admin/slug';
import { phoneField, postalCodeField } from '@/lib/validations/fields';
import { displayPhone } from '@/lib/vocabulary/person';
import { centsField } from '@/lib/validations/money';

// Bodies of /api/admin/cities and /api/admin/restaurants (issue 14, scope 4):
// the fields their GET /{id} answers. Lists replace what the restaurant had;
// a list left out stays as it was.

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ZONES = new Set(Intl.supportedValuesOf('timeZone'));

const name = (what: string) =>
  z
    .string({ error: `Escribe ${what}.` })
    .trim()
    .min(2, `Escribe ${what}.`)
    .max(80, `${what[0]!.toUpperCase()}${what.slice(1)} tiene 80 caracteres como mucho.`);

const slug = z
  .string({ error: 'Escribe el identificador.' })
  .trim()
  .max(SLUG_MAX, `El identificador tiene ${SLUG_MAX} caracteres como mucho.`)
  .regex(SLUG, 'El identificador lleva minúsculas, cifras y guiones (ej. valencia-ruzafa).');

const sortOrder = z
  .number({ error: 'Indica el orden.' })
  .int('El orden es un número entero.')
  .min(0, 'El orden empieza en 0.')
  .max(10_000, 'El orden va de 0 a 10 000.');

const time = (what: string) => z.string({ error: `Indica ${what} (HH:MM).` }).regex(TIME, `Indica ${what} como HH:MM.`);

const cityFields = { name: name('el nombre de la ciudad'), slug, sort_order: sortOrder };
export const cityCreateSchema = z.object({ ...cityFields, slug: slug.optional(), sort_order: sortOrder.default(0) });
export const cityUpdateSchema = z.object(cityFields).partial();

const restaurantFields = {
  name: name('el nombre'),
  commercial_name: name('el nombre comercial'),
  slug,
  city_id: z.number({ error: 'Elige la ciudad.' }).int('Elige la ciudad.').positive('Elige la ciudad.'),
  address: z
    .string({ error: 'Escribe la dirección.' })
    .trim()
    .min(5, 'Escribe la dirección.')
    .max(200, 'La dirección tiene 200 caracteres como mucho.'),
  postal_code: postalCodeField,
  // Kept as customers read it (the maintenance page, the tickets, the footer): «962 00 11 22» → «962 001 122».
  phone: phoneField.transform(displayPhone),
  email: z
    .email('Escribe un correo electrónico válido.')
    .max(190, 'El correo electrónico es demasiado largo.')
    .nullable(),
  time_zone: z
    .string({ error: 'Indica la zona horaria.' })
    .refine((zone) => ZONES.has(zone), { error: 'Esa zona horaria no existe (ej. Europe/Madrid, Atlantic/Canary).' }),
  minimum_order_cents: centsField('el pedido mínimo'),
  minimum_order_surcharge_cents: centsField('el suplemento por pedido mínimo'),
  shipping_cost_cents: centsField('el coste de envío'),
  alcohol_sale_from: time('la hora desde la que se vende alcohol').nullable(),
  alcohol_sale_to: time('la hora hasta la que se vende alcohol').nullable(),
  max_table_number: z
    .number({ error: 'Indica cuántas mesas tiene.' })
    .int('Indica cuántas mesas tiene.')
    .min(0, 'Las mesas van de 0 a 500.')
    .max(500, 'Las mesas van de 0 a 500.'),
  active: z.boolean({ error: 'Indica si está activo.' }),
  sort_order: sortOrder,
  hours: z
    .array(
      z.object({
        delivery_type: z.enum(DELIVERY_TYPES, { error: 'Ese tipo de pedido no existe.' }),
        weekday: z
          .number({ error: 'Indica el día (1 lunes … 7 domingo).' })
          .int()
          .min(1, 'Indica el día (1 lunes … 7 domingo).')
          .max(7, 'Indica el día (1 lunes … 7 domingo).'),
        opens_at: time('la hora de apertura'),
        closes_at: time('la hora de cierre'),
      }),
    )
    .max(200, 'Demasiados turnos.')
    .refine(
      (rows) => new Set(rows.map((row) => `${row.delivery_type}:${row.weekday}:${row.opens_at}`)).size === rows.length,
      { error: 'Hay dos turnos que empiezan a la misma hora el mismo día.' },
    ),
  postal_codes: z
    .array(z.object({ postal_code: postalCodeField, shipping_cost_cents: centsField('el coste de envío').nullable() }))
    .max(500, 'Demasiados códigos postales.')
    .refine((rows) => new Set(rows.map((row) => row.postal_code)).size === rows.length, {
      error: 'Hay un código postal repetido.',
    }),
  slot_capacity: z
    .array(
      z.object({
        delivery_type: z.enum(DELIVERY_TYPES, { error: 'Ese tipo de pedido no existe.' }),
        max_orders: z
          .number({ error: 'Indica cuántos pedidos por franja.' })
          .int()
          .min(1, 'Los pedidos por franja van de 1 a 500.')
          .max(500, 'Los pedidos por franja van de 1 a 500.'),
      }),
    )
    .refine((rows) => new Set(rows.map((row) => row.delivery_type)).size === rows.length, {
      error: 'Hay un tipo de pedido repetido.',
    }),
};

const alcoholHoursTogether = [
  (value: { alcohol_sale_from?: string | null; alcohol_sale_to?: string | null }) =>
    value.alcohol_sale_from === undefined ||
    value.alcohol_sale_to === undefined ||
    (value.alcohol_sale_from === null) === (value.alcohol_sale_to === null),
  { error: 'Indica las dos horas de venta de alcohol, o ninguna.', path: ['alcohol_sale_to'] },
] as const;

export const restaurantCreateSchema = z
  .object({
    ...restaurantFields,
    slug: slug.optional(),
    email: restaurantFields.email.default(null),
    time_zone: restaurantFields.time_zone.default('Europe/Madrid'),
    minimum_order_cents: restaurantFields.minimum_order_cents.default(1200),
    minimum_order_surcharge_cents: restaurantFields.minimum_order_surcharge_cents.default(150),
    shipping_cost_cents: restaurantFields.shipping_cost_cents.default(250),
    alcohol_sale_from: restaurantFields.alcohol_sale_from.default(null),
    alcohol_sale_to: restaurantFields.alcohol_sale_to.default(null),
    max_table_number: restaurantFields.max_table_number.default(0),
    active: restaurantFields.active.default(true),
    sort_order: restaurantFields.sort_order.default(0),
    hours: restaurantFields.hours.default([]),
    postal_codes: restaurantFields.postal_codes.default([]),
    slot_capacity: restaurantFields.slot_capacity.default([]),
  })
  .refine(alcoholHoursTogether[0], { ...alcoholHoursTogether[1], path: ['alcohol_sale_to'] });
export type RestaurantCreateInput = z.infer<typeof restaurantCreateSchema>;

export const restaurantUpdateSchema = z
  .object(restaurantFields)
  .partial()
  .refine(alcoholHoursTogether[0], { ...alcoholHoursTogether[1], path: ['alcohol_sale_to'] });
export type RestaurantUpdateInput = z.infer<typeof restaurantUpdateSchema>;
