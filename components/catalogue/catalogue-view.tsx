'use client';

import { useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { selectionKindOf, type DeliveryType } from '@/lib/vocabulary/catalogue';
import { countActiveFilters } from '@/lib/catalogue/filters';
import {
  type CatalogueProduct,
  type CatalogueSection,
  type OrderContext,
  type ProductSummary,
} from '@/lib/vocabulary/catalogue-types';
import type { PromotionListItem } from '@/lib/promotions/queries';
import type { Shift } from '@/lib/restaurants/hours';
import { useRouter } from '@/lib/i18n/navigation';
import { AppLink } from '@/components/ui/app-link';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CartBar, CartPanel } from '@/components/cart/cart-reach';
import { isSameShop, type CartItem } from '@/lib/hooks/use-cart';
import { catalogueHref } from '@/lib/ordering/context';
import { fromSelectionJson, plainSelection } from '@/lib/pricing/selection-json';
import { useCartGuard } from '@/components/cart/use-cart-guard';
import { AllergenLegend } from './allergen-legend';
import { ClosingAlertNow } from './closing-alert-now';
import { FullScreenSpinner } from './full-screen-spinner';
import { ProductCard } from './product-card';
import {
  LazyAllergenModal,
  LazyAllergenSprite,
  LazyBuilderModal,
  LazyEmptyCartModal,
  LazyFiltersModal,
  LazyPromotionsModal,
  LazyTableNumberModal,
} from './lazy-modals';
import { SectionBar } from './section-bar';
import { useCatalogueFilters } from './use-catalogue-filters';
import { judgedSections, photoPriority } from './judged-sections';
import { useEditLine } from './use-edit-line';
import { CatalogueHeader, type CatalogueModal } from './catalogue-header';
import { useCardLimit } from './use-card-limit';
import { usePendingAdd } from './use-pending-add';
import { LazySignInDialog } from '@/components/cart/lazy-sign-in-dialog';
import { useOrderContext } from './use-order-context';
import { useRestaurantProducts } from '@/lib/hooks/use-restaurant-products';
import { buttonClass } from '@/components/ui/button';
import { useIdleAfterLoad } from '@/components/ui/lazy-component';
import { useHasSession } from '@/lib/hooks/use-current-user';
import { useIsLive } from '@/lib/hooks/use-is-live';
import { useSavedFilters } from '@/lib/hooks/use-saved-filters';

export type CatalogueRestaurant = {
  name: string;
  commercialName: string;
  cityName: string;
  closedKitchen: boolean;
  maxTableNumber: number;
  offersFast: boolean;
  offersTakeaway: boolean;
  timeZone: string;
  shifts: Record<DeliveryType, Shift[]>;
};

/**
 * The page is the same for everyone and may come from a cache (issue 11):
 * what is this customer's (signed in or not, saved filters, table) and what
 * depends on the time (open or closed) is decided in the browser.
 */
type Props = {
  context: OrderContext;
  restaurant: CatalogueRestaurant;
  initialCatalogue: Record<CatalogueSection, ProductSummary[]>;
  promotions: PromotionListItem[];
  /** What the server has to say under the heading (delivery paused), rendered there. */
  notice?: ReactNode;
};

export function CatalogueView({ context: initialContext, restaurant, initialCatalogue, promotions, notice }: Props) {
  const t = useTranslations('Catalogue');
  const router = useRouter();
  // A table this restaurant lacks asks for the right one on arrival; closing the question orders at the counter.
  const [context, setContext, isTableMissing] = useOrderContext(initialContext, restaurant.maxTableNumber);
  // Visitors can browse; adding asks them to sign in, and what they chose waits for them.
  const isSignedIn = useHasSession();
  const cartGuard = useCartGuard(isSignedIn);
  const isLive = useIsLive();
  const isIdle = useIdleAfterLoad();
  const { sections, allLoaded, details, prefetch } = useRestaurantProducts(
    restaurant.name,
    context.deliveryType,
    restaurant.closedKitchen,
    initialCatalogue,
  );
  const saved = useSavedFilters();
  const [filters, setFilters] = useCatalogueFilters(saved.filters);
  const [isEmptying, setEmptying] = useState(false);
  const tCart = useTranslations('EmptyCartModal');
  const cartContext = cartGuard.cart.context;
  const cartElsewhere =
    cartGuard.cart.items.length > 0 && cartContext && !isSameShop(cartContext, context) ? cartContext : null;
  const [building, setBuilding] = useState<CatalogueProduct | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const lastOpened = useRef<number | null>(null);
  const [allergensOf, setAllergensOf] = useState<ProductSummary | null>(null);

  /** The last line of this product in the cart, for "igual que el anterior". */
  const previousOf = (product: CatalogueProduct | null) => {
    const line = product && cartGuard.cart.items.findLast((item) => item.product.product_id === product.id);
    return line ? fromSelectionJson(line.product.selection) : null;
  };

  /** Nothing to choose (a drink, bread): one tap adds it as it comes, with "Deshacer" in the toast (issue 13). */
  const quickAdd = (product: ProductSummary) =>
    void cartGuard.add(
      {
        context,
        selection: plainSelection(selectionKindOf(product.category), product.id),
        name: product.name,
        category: product.category,
        totalCents: product.priceCents,
        isAlcoholic: product.isAlcoholic,
      },
      { undoable: true },
    );

  /** Opens the builder with the full product, loaded from the API the first time. */
  const openBuilder = async (product: ProductSummary) => {
    lastOpened.current = product.id;
    setOpening(product.id);
    const full = await details(product).catch(() => undefined);
    if (lastOpened.current !== product.id) return;
    setOpening(null);
    if (full) setBuilding(full);
    else toast.error(full === null ? t('productGone') : t('productNotLoaded'));
  };
  // The cart line being changed in the builder ("Editar"), while its builder is open.
  const [editing, setEditing] = useState<CartItem | null>(null);
  useEditLine({
    items: cartGuard.cart.items,
    isCartLoaded: !cartGuard.cart.isLoading,
    sections,
    allLoaded,
    open: (line, product) => {
      setEditing(line);
      void openBuilder(product);
    },
  });
  usePendingAdd({
    isSignedIn,
    isCartLoaded: !cartGuard.cart.isLoading,
    isCartElsewhere: cartElsewhere !== null,
    context,
    add: cartGuard.add,
  });
  const [modal, setModal] = useState<CatalogueModal | null>(null);
  const [query, setQuery] = useState('');

  const cardLimit = useCardLimit(
    isLive,
    Object.values(sections).reduce((count, list) => count + list.length, 0),
  );
  const visibleSections = judgedSections(sections, filters, cardLimit, query);
  const isSearching = query.trim() !== '';

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      {!allLoaded ? <FullScreenSpinner /> : null}
      <CatalogueHeader
        context={context}
        restaurant={restaurant}
        activeFilters={countActiveFilters(filters)}
        promotionCount={promotions.length}
        isKitchenClosed={restaurant.closedKitchen}
        onModal={setModal}
        onLeave={(event) => {
          // With products in the cart, ask before leaving to choose another restaurant or way of ordering.
          if (cartGuard.cart.items.length === 0) return;
          event.preventDefault();
          cartGuard.confirmChange(null, () => router.push('/pedido-online'));
        }}
        onSwitchType={(type) => {
          if (type === context.deliveryType) return;
          const next = { ...context, deliveryType: type, tableNumber: null };
          cartGuard.confirmChange(next, () => setContext(next));
        }}
      />

      {restaurant.closedKitchen ? null : notice}

      {restaurant.closedKitchen ? (
        <section
          ref={showWhenScrolledPast}
          className="mt-8 scroll-mt-24 rounded-2xl border border-line bg-white p-6"
          aria-labelledby="kitchen-closed"
        >
          <h2 id="kitchen-closed" className="text-2xl font-semibold">
            {t('kitchenClosedTitle')}
          </h2>
          <p className="mt-2 text-muted">{t('kitchenClosedText', { restaurant: restaurant.commercialName })}</p>
          <AppLink href="/pedido-online" className={buttonClass('primary', { className: 'mt-4' })}>
            {t('otherRestaurant')}
          </AppLink>
        </section>
      ) : (
        // A signed-in customer's saved filters mark or hide products: the list
        // stays invisible (globals.css) until they are known, so nothing moves.
        <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-8">
          <div data-saved-filters={saved.isReady ? 'ready' : 'pending'}>
            <SectionBar sections={visibleSections.map(({ section }) => section)} query={query} onQuery={setQuery} />
            <p role="status" className="empty:hidden mt-8 text-muted">
              {allLoaded && visibleSections.length === 0
                ? isSearching
                  ? t('searchEmpty', { query: query.trim() })
                  : t('empty')
                : null}
            </p>
            {visibleSections.map(({ section, products, hidden, hasCards }, sectionIndex) => (
              <section
                key={section}
                id={`seccion-${section}`}
                aria-labelledby={`titulo-${section}`}
                className="scroll-mt-32 pt-8"
              >
                <h2 id={`titulo-${section}`} className="font-display text-2xl font-bold">
                  {t(`sections.${section}`)}
                </h2>
                {hidden > 0 ? <p className="mt-1 text-sm text-muted">{t('resultsHidden', { count: hidden })}</p> : null}
                <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                  {hasCards
                    ? products.map(({ product, verdict }, index) => (
                        // A card off screen is not laid out or painted until it nears the viewport (about a
                        // card's height kept in its place; only the height: an intrinsic width would push the
                        // grid wider than a phone): laying out ~90 cards at every step was most of the page's
                        // main-thread time on a phone.
                        <li
                          key={product.id}
                          className="[contain-intrinsic-block-size:auto_26rem] [content-visibility:auto]"
                        >
                          <ProductCard
                            product={product}
                            imagePriority={photoPriority(sectionIndex, index, isLive)}
                            verdict={verdict}
                            isOpening={opening === product.id}
                            onIntent={() => prefetch(product)}
                            onOpen={() => (product.isCustomisable ? void openBuilder(product) : quickAdd(product))}
                            onAllergens={() => setAllergensOf(product)}
                          />
                        </li>
                      ))
                    : null}
                </ul>
              </section>
            ))}
            <AllergenLegend />
            {/* The icons' drawings, once the page has loaded (nothing of them in the cached HTML nor its first scripts). */}
            {isIdle ? <LazyAllergenSprite /> : null}
          </div>
          {/* Stretched to the row's height, so that the panel inside can stick while the catalogue scrolls. */}
          <div className="hidden self-stretch pt-8 lg:block">
            <CartPanel
              items={cartGuard.cart.items}
              onQuantity={(item, quantity) => void cartGuard.cart.setQuantity(item, quantity)}
            />
          </div>
        </div>
      )}
      {restaurant.closedKitchen ? null : <CartBar items={cartGuard.cart.items} />}

      {/* A closed kitchen says so above, once: the opening hours do not matter then; nor while the cart question is open. */}
      {!restaurant.closedKitchen && !cartElsewhere ? (
        <ClosingAlertNow
          seenKey={`${restaurant.name}:${context.deliveryType}`}
          restaurant={restaurant.commercialName}
          shifts={restaurant.shifts[context.deliveryType]}
          timeZone={restaurant.timeZone}
        />
      ) : null}
      <LazyBuilderModal
        product={building}
        flagged={filters.allergens}
        previous={previousOf(building)}
        editing={editing ? fromSelectionJson(editing.product.selection) : null}
        onClose={() => {
          setBuilding(null);
          setEditing(null);
        }}
        onConfirm={({ product, selection, totalCents }) => {
          setBuilding(null);
          if (editing) {
            // Saved into the same line, then back to the cart the customer came from.
            const line = editing;
            setEditing(null);
            void cartGuard.cart.update(line, selection, totalCents).then((result) => {
              if (result.ok) router.push('/detalle-del-pedido');
            });
            return;
          }
          void cartGuard.add({
            context,
            selection,
            name: product.name,
            category: product.category,
            totalCents,
            isAlcoholic: product.isAlcoholic,
            photo: product.photo,
          });
        }}
      />
      <LazyAllergenModal
        productName={allergensOf?.name ?? ''}
        allergens={allergensOf?.allergens ?? []}
        isOpen={allergensOf !== null}
        onClose={() => setAllergensOf(null)}
      />
      <LazyFiltersModal
        isOpen={modal === 'filters'}
        onClose={() => setModal(null)}
        filters={filters}
        onApply={setFilters}
      />
      <LazyPromotionsModal promotions={promotions} isOpen={modal === 'promotions'} onClose={() => setModal(null)} />
      <LazyTableNumberModal
        isOpen={modal === 'table' || isTableMissing}
        isInvalid={isTableMissing}
        max={restaurant.maxTableNumber}
        onClose={() => {
          if (isTableMissing) setContext(context);
          setModal(null);
        }}
        onConfirm={(table) => {
          const next = { ...context, deliveryType: 'fast' as const, tableNumber: table };
          setModal(null);
          cartGuard.confirmChange(next, () => setContext(next));
        }}
      />
      <LazyEmptyCartModal {...cartGuard.emptyCartModal} />
      <LazySignInDialog {...cartGuard.signInDialog} returnTo={catalogueHref(context)} />
      {/* Arrived with products of another restaurant or delivery type (an old link, a typed address): empty or go back. */}
      <ConfirmDialog
        isOpen={cartElsewhere !== null && !isEmptying}
        title={tCart('elsewhereTitle')}
        confirmLabel={tCart('emptyAndStay')}
        busyLabel={tCart('emptying')}
        cancelLabel={tCart('backToOrder')}
        onConfirm={() => {
          setEmptying(true);
          void cartGuard.cart.empty().finally(() => setEmptying(false));
        }}
        onClose={() => cartElsewhere && router.push(catalogueHref(cartElsewhere))}
      >
        {tCart('elsewhere')}
      </ConfirmDialog>
    </div>
  );
}

/**
 * The kitchen closed while the customer was down the list, or they reloaded
 * there: the browser keeps the old scroll position on a page that is now
 * short, and the message would sit above the screen (found by a QA pass).
 * Scrolled to once it is in place, after the browser restores its position.
 */
function showWhenScrolledPast(node: HTMLElement | null) {
  if (!node) return;
  const timer = window.setTimeout(() => {
    // Under the sticky header counts as above: its scroll margin leaves the header's room.
    const room = parseFloat(getComputedStyle(node).scrollMarginTop) || 0;
    if (node.getBoundingClientRect().top < room) node.scrollIntoView({ block: 'start' });
  }, 50);
  return () => window.clearTimeout(timer);
}
