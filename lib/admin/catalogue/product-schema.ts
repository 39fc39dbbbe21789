import { z } from 'zod';
import {
  ALLERGENS,
  COMPONENT_KINDS,
  DELIVERY_TYPES,
  EXTRA_OPTIONS,
  FIXED_OPTION_PRICES,
  LEMON_LINE,
  PREFERENCES,
  PRODUCT_CATEGORIES,
  TAX_CATEGORIES,
} from '@/lib/vocabulary/catalogue';
import { SLUG, SLUG_MAX } from '@/lib/admin/slug';
import { centsField } from '@/lib/validations/money';

// The body of POST and PUT /api/admin/products (issue 14, scope 1): the
// fields GET /api/admin/products/{id} answers. Lists replace what the product
// had; a list left out stays as it was.

const codes = <T extends readonly { code: string }[]>(vocabulary: T) =>
  vocabulary.map(({ code }) => code) as [T[number]['code'], ...T[number]['code'][]];

const id = (what: string) =>
  z
    .number({ error: `Indica ${what}.` })
    .int(`Indica ${what}.`)
    .positive(`Indica ${what}.`);

const quantity = (what: string) =>
  z
    .number({ error: `Indica ${what}.` })
    .int(`${what[0]!.toUpperCase()}${what.slice(1)} va sin decimales.`)
    .min(0, `${what[0]!.toUpperCase()}${what.slice(1)} no puede ser negativa.`)
    .max(10, `${what[0]!.toUpperCase()}${what.slice(1)} va de 0 a 10.`);

/** How many of an ingredient or sauce the product carries, and how many the customer may take. */
const quantities = {
  default_quantity: quantity('la cantidad de serie'),
  max_quantity: quantity('la cantidad máxima'),
};
const maxNotBelowDefault: [
  (line: { default_quantity: number; max_quantity: number }) => boolean,
  { error: string; path: string[] },
] = [
  (line) => line.max_quantity >= line.default_quantity,
  { error: 'La cantidad máxima no puede ser menor que la de serie.', path: ['max_quantity'] },
];

const unique = <T>(key: (item: T) => string | number, message: string) =>
  [(items: T[]) => new Set(items.map(key)).size === items.length, { error: message }] as const;

const fields = {
  name: z
    .string({ error: 'Escribe el nombre.' })
    .trim()
    .min(2, 'Escribe el nombre.')
    .max(80, 'El nombre tiene 80 caracteres como mucho.'),
  slug: z
    .string({ error: 'Escribe el identificador.' })
    .trim()
    .max(SLUG_MAX, `El identificador tiene ${SLUG_MAX} caracteres como mucho.`)
    .regex(SLUG, 'El identificador lleva minúsculas, cifras y guiones (ej. burger-de-la-casa).'),
  description: z
    .string({ error: 'Escribe la descripción.' })
    .trim()
    .max(500, 'La descripción tiene 500 caracteres como mucho.'),
  category: z.enum(PRODUCT_CATEGORIES, { error: 'Elige una categoría del catálogo.' }),
  // Nothing on the menu is free: a price of 0 € is a price not yet written (found by a QA pass).
  base_price_cents: centsField('el precio', 100_000, { isPrice: true }),
  brand_line: z.enum([LEMON_LINE], { error: 'La única línea de marca es «lemon».' }).nullable(),
  spiciness: z
    .number({ error: 'Indica el picante de 0 a 3.' })
    .int('Indica el picante de 0 a 3.')
    .min(0, 'Indica el picante de 0 a 3.')
    .max(3, 'Indica el picante de 0 a 3.'),
  is_alcoholic: z.boolean({ error: 'Indica si lleva alcohol.' }),
  tax_category: z.enum(TAX_CATEGORIES, {
    error: 'Elige el tipo de IVA: comida, alcohol, refresco azucarado u otra bebida.',
  }),
  packaging_units: z
    .number({ error: 'Indica cuántos envases de un solo uso lleva, de 0 a 20.' })
    .int('Indica cuántos envases de un solo uso lleva, de 0 a 20.')
    .min(0, 'Indica cuántos envases de un solo uso lleva, de 0 a 20.')
    .max(20, 'Indica cuántos envases de un solo uso lleva, de 0 a 20.'),
  is_childrens_menu: z.boolean({ error: 'Indica si es un menú infantil.' }),
  only_one_ingredient: z.boolean({ error: 'Indica si solo se elige un ingrediente.' }),
  allows_coffee_alcohol: z.boolean({ error: 'Indica si el café admite alcohol.' }),
  active: z.boolean({ error: 'Indica si está activo.' }),
  sort_order: z
    .number({ error: 'Indica el orden.' })
    .int('El orden es un número entero.')
    .min(0, 'El orden empieza en 0.')
    .max(10_000, 'El orden va de 0 a 10 000.'),
  preferences: z
    .array(z.enum(codes(PREFERENCES), { error: 'Esa preferencia no existe.' }))
    .refine(...unique<string>((code) => code, 'Hay una preferencia repetida.')),
  allergens: z
    .array(
      z.object({
        code: z.enum(codes(ALLERGENS), { error: 'Ese alérgeno no existe.' }),
        level: z.enum(['contains', 'traces'], { error: 'Indica si lo contiene o puede contener trazas.' }),
      }),
    )
    .refine(...unique<{ code: string }>((row) => row.code, 'Hay un alérgeno repetido.')),
  ingredients: z
    .array(z.object({ ingredient_id: id('el ingrediente'), ...quantities }).refine(...maxNotBelowDefault))
    .max(40, 'Un producto lleva 40 ingredientes como mucho.')
    .refine(...unique<{ ingredient_id: number }>((row) => row.ingredient_id, 'Hay un ingrediente repetido.')),
  sauces: z
    .array(z.object({ sauce_id: id('la salsa'), ...quantities }).refine(...maxNotBelowDefault))
    .max(20, 'Un producto lleva 20 salsas como mucho.')
    .refine(...unique<{ sauce_id: number }>((row) => row.sauce_id, 'Hay una salsa repetida.')),
  extra_options: z
    .array(
      z.object({
        option: z.enum(EXTRA_OPTIONS, { error: 'Esa opción no existe.' }),
        price_cents: centsField('el precio de la opción', 10_000),
      }),
    )
    .refine(...unique<{ option: string }>((row) => row.option, 'Hay una opción repetida.'))
    .refine(
      (rows) => rows.every(({ option, price_cents }) => (FIXED_OPTION_PRICES[option] ?? price_cents) === price_cents),
      'El alcohol en el café cuesta siempre 0,50 €.',
    ),
  delivery_types: z
    .array(z.enum(DELIVERY_TYPES, { error: 'Ese tipo de pedido no existe.' }))
    .refine(...unique<string>((type) => type, 'Hay un tipo de pedido repetido.')),
  restaurants: z
    .array(
      z.object({
        restaurant_id: id('el restaurante'),
        price_cents: centsField('el precio propio de este restaurante', 100_000, { isPrice: true })
          .nullable()
          .default(null),
      }),
    )
    .refine(...unique<{ restaurant_id: number }>((row) => row.restaurant_id, 'Hay un restaurante repetido.')),
  components: z
    .array(
      z
        .object({
          product_id: id('el producto'),
          kind: z.enum(COMPONENT_KINDS, { error: 'Elige plato, entrante, bebida, postre o café.' }),
          quantity: quantity('la cantidad'),
          max_quantity: quantity('la cantidad máxima'),
          extra_price_cents: centsField('el suplemento', 10_000),
          is_default: z.boolean({ error: 'Indica si viene elegido.' }),
        })
        .refine((row) => row.max_quantity >= row.quantity, {
          error: 'La cantidad máxima no puede ser menor que la incluida.',
          path: ['max_quantity'],
        }),
    )
    .max(100, 'Una composición tiene 100 elementos como mucho.')
    .refine(
      ...unique<{ product_id: number; kind: string }>(
        (row) => `${row.kind}:${row.product_id}`,
        'Hay un producto repetido en la composición.',
      ),
    ),
};

export const productCreateSchema = z.object({
  ...fields,
  slug: fields.slug.optional(),
  description: fields.description.default(''),
  brand_line: fields.brand_line.default(null),
  spiciness: fields.spiciness.default(0),
  is_alcoholic: fields.is_alcoholic.default(false),
  tax_category: fields.tax_category.default('food'),
  packaging_units: fields.packaging_units.default(1),
  is_childrens_menu: fields.is_childrens_menu.default(false),
  only_one_ingredient: fields.only_one_ingredient.default(false),
  allows_coffee_alcohol: fields.allows_coffee_alcohol.default(false),
  active: fields.active.default(true),
  sort_order: fields.sort_order.default(0),
  preferences: fields.preferences.default([]),
  allergens: fields.allergens.default([]),
  ingredients: fields.ingredients.default([]),
  sauces: fields.sauces.default([]),
  extra_options: fields.extra_options.default([]),
  delivery_types: fields.delivery_types.default([]),
  restaurants: fields.restaurants.default([]),
  components: fields.components.default([]),
});
export type ProductCreateInput = z.infer<typeof productCreateSchema>;

export const productUpdateSchema = z.object(fields).partial();
export type ProductUpdateInput = z.infer<typeof productUpdateSchema>;
