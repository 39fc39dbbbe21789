import { judgeProduct, matchesSearch, type CatalogueFilters } from '@/lib/catalogue/filters';
import { CATALOGUE_SECTIONS, type CatalogueSection, type ProductSummary } from '@/lib/vocabulary/catalogue-types';

// What the catalogue shows of its sections, given the filters, the search and
// whether the page is live yet (./catalogue-view.tsx).

/**
 * Cards in the server's HTML: the first sections' up to about a screen and a
 * half on a desktop. The rest render in the browser from the same summaries
 * once the page is live (issue 11: a lighter page), a few sections at a time
 * (./use-card-limit.ts); they are below the fold, so nothing on screen moves.
 */
export const CARDS_IN_HTML = 12;

/**
 * The first row of cards (two, beside the cart panel) is above the fold on a desktop: not lazy, and the
 * first photo is the page's largest paint. The other cards in the server's
 * HTML get only their photo's box until the page is live (decision 019).
 */
export const photoPriority = (sectionIndex: number, index: number, isLive: boolean) =>
  sectionIndex > 0 || index >= 2 ? (isLive ? 'none' : 'deferred') : index === 0 ? 'high' : 'eager';

/**
 * The sections with something to show (or hidden by the filters), each with
 * its products' verdicts; while searching, only the products that answer it.
 * A section has its cards drawn when it starts within the first `cardLimit`
 * cards, or when the customer is searching.
 */
export function judgedSections(
  sections: Record<CatalogueSection, ProductSummary[]>,
  filters: CatalogueFilters,
  cardLimit: number,
  query: string,
) {
  const result = [];
  let cardsBefore = 0;
  for (const section of CATALOGUE_SECTIONS) {
    const judged = sections[section]
      .filter((product) => matchesSearch(product, query))
      .map((product) => ({ product, verdict: judgeProduct(product, filters) }));
    const products = judged.filter((item) => item.verdict.isVisible);
    if (judged.length === 0) continue;
    result.push({
      section,
      products,
      hidden: judged.length - products.length,
      hasCards: query.trim() !== '' || cardsBefore < cardLimit,
    });
    cardsBefore += products.length;
  }
  return result;
}
