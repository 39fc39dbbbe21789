// How one cart or order line's price splits between IVA rates (issue 16,
// decision 028). A product alone carries its own category; a menu, combo or
// repertoire that mixes categories is split across the components its buyer
// gets, pro rata of their à-la-carte prices (the usual practice: the chain's
// tax adviser may choose otherwise). A coffee with a dash of liquor is an
// alcoholic drink.
import { allocate } from '@/lib/pricing/money';
import { MENU_KINDS, compositionOf, isChosenKind, type ProductSelection } from '@/lib/pricing/selection';
import type { DeliveryType, TaxCategory } from '@/lib/vocabulary/catalogue';
import type { CatalogueProduct, ProductChoice } from '@/lib/vocabulary/catalogue-types';
import { IVA_REDUCED, ivaRate, sumByRate, type TaxShare } from './rates';

type Part = { category: TaxCategory; weightCents: number };

const categoryOf = (item: { taxCategory: TaxCategory; isAlcoholic: boolean }): TaxCategory =>
  item.isAlcoholic ? 'alcohol' : item.taxCategory;

/** The components the buyer gets in this selection, each with its units. */
function componentsIn(
  product: CatalogueProduct,
  selection: ProductSelection,
): { choice: ProductChoice; units: number }[] {
  const composition = compositionOf(product);
  if (composition === 'single') return [];
  const pending = new Map(
    [...selection.pendingDrinks, ...selection.pendingDesserts].map((item) => [item.productId, item.quantity]),
  );
  return product.components.flatMap((choice) => {
    if (!isChosenKind(product, choice.kind)) return [{ choice, units: choice.quantity }];
    if (composition === 'menu') {
      const kind = MENU_KINDS.find((menuKind) => menuKind === choice.kind);
      return kind && selection[kind] === choice.productId ? [{ choice, units: Math.max(1, choice.quantity) }] : [];
    }
    const units = pending.get(choice.productId) ?? 0;
    return units > 0 ? [{ choice, units }] : [];
  });
}

function partsOf(product: CatalogueProduct, selection: ProductSelection): Part[] {
  const liquor = selection.extraOptions.coffee_alcohol === true;
  const parts = componentsIn(product, selection).map(({ choice, units }) => ({
    category: liquor && choice.kind === 'coffee' ? ('alcohol' as const) : categoryOf(choice),
    weightCents: choice.priceCents * units,
  }));
  if (parts.length === 0 || parts.every((part) => part.weightCents <= 0))
    return [{ category: liquor ? 'alcohol' : categoryOf(product), weightCents: 1 }];
  return parts;
}

/** The line's `totalCents` split by IVA rate for `deliveryType`, by rate ascending. */
export function lineTaxSplit(
  product: CatalogueProduct,
  selection: ProductSelection,
  totalCents: number,
  deliveryType: DeliveryType,
): TaxShare[] {
  const parts = partsOf(product, selection);
  const shares = allocate(
    totalCents,
    parts.map((part) => part.weightCents),
  );
  return sumByRate(
    parts.map((part, index) => ({ rate: ivaRate(part.category, deliveryType), grossCents: shares[index]! })),
  );
}

/** A split as stored (`OrderLine.taxSplit`, `Order.shippingTaxSplit`, …): JSON [{rate, gross_cents}]. */
export function storedTaxSplit(shares: readonly TaxShare[]): string {
  return JSON.stringify(shares.map((share) => ({ rate: share.rate, gross_cents: share.grossCents })));
}

/**
 * A stored split (`OrderLine.taxSplit`, `Order.shippingTaxSplit`, …, JSON
 * [{rate, gross_cents}]); one from before it was kept, one that does not
 * parse, or one that does not add up to `totalCents`, is all at `fallbackRate`.
 */
export function readTaxSplit(
  stored: string | null,
  totalCents: number,
  fallbackRate: number = IVA_REDUCED,
): TaxShare[] {
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    if (
      Array.isArray(parsed) &&
      parsed.length > 0 &&
      parsed.every((share) => Number.isInteger(share?.rate) && Number.isInteger(share?.gross_cents)) &&
      parsed.reduce((sum: number, share: { gross_cents: number }) => sum + share.gross_cents, 0) === totalCents
    )
      return parsed.map((share: { rate: number; gross_cents: number }) => ({
        rate: share.rate,
        grossCents: share.gross_cents,
      }));
  } catch {
    // Not JSON: the fallback below.
  }
  return [{ rate: fallbackRate, grossCents: totalCents }];
}
