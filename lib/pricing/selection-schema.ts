// The one schema of a product selection on the wire (the `products` of the
// cart calls, the `selection` of cart lines and order lines, and what is
// stored): snake_case, a discriminated union by product kind with exact keys.
// Parsing gives the domain's camelCase ProductSelection (./selection.ts), in
// canonical form. Server-side only: the browser shares the types, not zod.
import { z } from 'zod';
import { EXTRA_OPTIONS, SELECTION_KINDS, type ExtraOption } from '@/lib/vocabulary/catalogue';
import {
  CHOICE_OPTION_MAX_LENGTH,
  CHOICE_OPTIONS,
  FLAG_OPTIONS,
  MAX_PRODUCT_QUANTITY,
  OBSERVATION_MAX_LENGTH,
  fromSelectionJson,
  type ItemQuantity,
  type ProductSelection,
  type SelectedExtraOptions,
  type SelectionJson,
} from './selection';

const MAX_ID = 2_147_483_647;
const MAX_ITEMS = 100;

const id = z
  .number({ error: 'Elige un producto válido.' })
  .int('Elige un producto válido.')
  .min(1, 'Elige un producto válido.')
  .max(MAX_ID, 'Elige un producto válido.');
const optionalId = id.nullable().default(null);
/** A line's units: one when the client leaves it out (docs/api.md). */
const lineQuantity = z
  .number({ error: 'Escribe una cantidad válida.' })
  .int('Escribe una cantidad válida.')
  .min(1, 'La cantidad mínima es 1.')
  .max(MAX_PRODUCT_QUANTITY, `Como máximo puedes pedir ${MAX_PRODUCT_QUANTITY} unidades.`)
  .default(1);
const itemQuantity = z
  .number({ error: 'Escribe una cantidad válida.' })
  .int('Escribe una cantidad válida.')
  .min(0, 'La cantidad no puede ser negativa.')
  .max(MAX_PRODUCT_QUANTITY, `Como máximo puedes pedir ${MAX_PRODUCT_QUANTITY} unidades.`);

const items = z
  .array(z.strictObject({ product_id: id, quantity: itemQuantity }), { error: 'La selección no es válida.' })
  .max(MAX_ITEMS, 'La selección no es válida.')
  .refine(
    (list) => new Set(list.map((item) => item.product_id)).size === list.length,
    'Un mismo producto aparece dos veces.',
  )
  .default([]);

const text = (max: number, message: string) => z.string({ error: 'Escribe un texto.' }).trim().max(max, message);

const extraOptions = z
  .strictObject(
    Object.fromEntries(
      EXTRA_OPTIONS.map((option) => [
        option,
        option === 'observation'
          ? text(
              OBSERVATION_MAX_LENGTH,
              `Las observaciones tienen como máximo ${OBSERVATION_MAX_LENGTH} caracteres.`,
            ).optional()
          : (CHOICE_OPTIONS as readonly string[]).includes(option)
            ? text(CHOICE_OPTION_MAX_LENGTH, 'La opción elegida no es válida.').nullable().optional()
            : z.boolean({ error: 'La opción elegida no es válida.' }).nullable().optional(),
      ]),
    ) as unknown as Record<ExtraOption, z.ZodOptional<z.ZodType<string | boolean | null>>>,
    { error: 'Hay una opción que no existe.' },
  )
  .default({});

const base = { product_id: id, quantity: lineQuantity, extra_options: extraOptions };
const parts = {
  ingredients: items,
  sauces: items,
  no_ingredients: z.boolean({ error: 'La selección no es válida.' }).default(false),
  no_sauces: z.boolean({ error: 'La selección no es válida.' }).default(false),
};
const menuChoices = {
  starter: optionalId,
  dish: optionalId,
  drink: optionalId,
  dessert: optionalId,
  coffee: optionalId,
  gift: z.boolean({ error: 'La selección no es válida.' }).default(false),
  /** A children's menu's child (lib/users/children.ts checks it is the customer's and up to 12). */
  child_id: optionalId,
};
const pending = { pending_drinks: items, pending_desserts: items };
const UNKNOWN_KEY = { error: 'La selección lleva datos que este producto no admite.' };

/** The selection as it travels and is stored, one shape per kind. */
export const selectionJsonSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('dish'), ...base, ...parts }, UNKNOWN_KEY),
    z.strictObject({ kind: z.literal('burger'), ...base, ...parts }, UNKNOWN_KEY),
    z.strictObject({ kind: z.literal('extra'), ...base, ...parts }, UNKNOWN_KEY),
    z.strictObject({ kind: z.literal('combo'), ...base, ...parts }, UNKNOWN_KEY),
    z.strictObject({ kind: z.literal('menu'), ...base, ...parts, ...menuChoices }, UNKNOWN_KEY),
    z.strictObject({ kind: z.literal('repertoire'), ...base, ...parts, ...pending }, UNKNOWN_KEY),
    z.strictObject({ kind: z.literal('drink'), ...base }, UNKNOWN_KEY),
    z.strictObject({ kind: z.literal('coffee'), ...base }, UNKNOWN_KEY),
  ],
  { error: `Indica el tipo de producto (${SELECTION_KINDS.join(', ')}).` },
);
export type SelectionJsonInput = z.input<typeof selectionJsonSchema>;
type ParsedJson = z.output<typeof selectionJsonSchema>;

const sorted = (list: ItemQuantity[]): ItemQuantity[] => [...list].sort((a, b) => a.productId - b.productId);

function canonicalOptions(options: ParsedJson['extra_options']): SelectedExtraOptions {
  const selected: SelectedExtraOptions = {};
  if (typeof options.observation === 'string' && options.observation) selected.observation = options.observation;
  for (const option of CHOICE_OPTIONS) {
    const value = options[option];
    if (typeof value === 'string' && value) selected[option] = value;
  }
  for (const option of FLAG_OPTIONS) if (options[option] === true) selected[option] = true;
  return selected;
}

function toDomain(json: ParsedJson): ProductSelection {
  const selection = fromSelectionJson({ ...json, extra_options: {} } as SelectionJson);
  return {
    ...selection,
    ingredients: sorted(selection.ingredients),
    sauces: sorted(selection.sauces),
    pendingDrinks: sorted(selection.pendingDrinks).filter((item) => item.quantity > 0),
    pendingDesserts: sorted(selection.pendingDesserts).filter((item) => item.quantity > 0),
    extraOptions: canonicalOptions(json.extra_options),
  };
}

/** Untrusted JSON → the domain's selection, canonical; 422 field errors come from its issues. */
export const selectionSchema = selectionJsonSchema.transform(toDomain);

/** A selection read back from the database; null if it no longer parses (the line is then unavailable). */
export function readStoredSelection(stored: string): ProductSelection | null {
  try {
    const parsed = selectionSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
