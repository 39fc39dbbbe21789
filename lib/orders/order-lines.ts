import 'server-only';
import { AppError } from '@/lib/errors';
import type { DeliveryType } from '@/lib/vocabulary/catalogue';
import type { CatalogueProduct } from '@/lib/vocabulary/catalogue-types';
import {
  priceSelection,
  PricingError,
  selectionProblems,
  toSelectionJson,
  type ProductSelection,
} from '@/lib/pricing/product-price';
import { readStoredSelection } from '@/lib/pricing/selection-schema';
import { describeSelection } from '@/lib/pricing/describe-selection';
import { lineTaxSplit } from '@/lib/tax/line-tax';
import type { StoredLine } from './written-order';

// An order's lines: each cart (or phone) line priced again from the catalogue
// copy the order's transaction reads, and the line as OrderLine stores it.

export type PricedLine = ReturnType<typeof priceOrderLines>[number];

function lineProblems(product: CatalogueProduct | undefined, selection: ProductSelection): boolean {
  if (!product || !product.orderable) return true;
  try {
    priceSelection(product, { ...selection, quantity: 1 });
    return selectionProblems(product, selection).length > 0;
  } catch (error) {
    if (error instanceof PricingError) return true;
    throw error;
  }
}

/** Prices each line; refuses the order when one is no longer orderable as chosen. */
export function priceOrderLines(
  rows: readonly { productId: number; quantity: number; selection: string }[],
  products: ReadonlyMap<number, CatalogueProduct>,
  deliveryType: DeliveryType,
) {
  return rows.map((row) => {
    const selection = readStoredSelection(row.selection);
    const product = products.get(row.productId);
    if (product?.unavailableReason === 'daily_menu_hours') throw new AppError('daily_menu_hours');
    if (!product || !selection || lineProblems(product, selection)) throw new AppError('order_product_unavailable');
    const unitCents = priceSelection(product, { ...selection, quantity: 1 }).unitCents;
    const totalCents = unitCents * row.quantity;
    const taxSplit = lineTaxSplit(product, selection, totalCents, deliveryType);
    return { product, selection, quantity: row.quantity, unitCents, totalCents, taxSplit };
  });
}

/** The line's words ("Sin cebolla", and whom a children's menu is for) and its stored columns. */
export function storedLine(line: PricedLine, childName: string | undefined): { words: string[]; stored: StoredLine } {
  const words = describeSelection(line.product, line.selection, childName);
  return {
    words,
    stored: {
      productId: line.product.id,
      productName: line.product.name,
      category: line.product.category,
      quantity: line.quantity,
      unitPriceCents: line.unitCents,
      totalCents: line.totalCents,
      selection: JSON.stringify(toSelectionJson(line.selection)),
      details: JSON.stringify(words),
    },
  };
}
