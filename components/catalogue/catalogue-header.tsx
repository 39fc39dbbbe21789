'use client';

import type { MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { DeliveryType } from '@/lib/vocabulary/catalogue';
import type { OrderContext } from '@/lib/vocabulary/catalogue-types';
import { AppLink } from '@/components/ui/app-link';

export type CatalogueModal = 'filters' | 'promotions' | 'table';

/**
 * The catalogue's head: the restaurant and way of ordering, the table at a
 * fast restaurant, the way out to choose another, the takeaway/fast switch,
 * and the buttons of the filters and promotions. What happens on a tap (the
 * empty-cart question first, the modals) is the catalogue's.
 */
export function CatalogueHeader({
  context,
  restaurant,
  activeFilters,
  promotionCount,
  isKitchenClosed,
  onModal,
  onLeave,
  onSwitchType,
}: {
  context: OrderContext;
  restaurant: {
    cityName: string;
    commercialName: string;
    maxTableNumber: number;
    offersFast: boolean;
    offersTakeaway: boolean;
  };
  activeFilters: number;
  promotionCount: number;
  /** No products are listed then: nothing to filter, no promotion to use. */
  isKitchenClosed: boolean;
  onModal: (modal: CatalogueModal) => void;
  onLeave: (event: MouseEvent<HTMLAnchorElement>) => void;
  onSwitchType: (type: DeliveryType) => void;
}) {
  const t = useTranslations('Catalogue');
  const tFilters = useTranslations('Filters');
  const switchableTypes: DeliveryType[] =
    context.deliveryType !== 'delivery' && restaurant.offersFast && restaurant.offersTakeaway
      ? ['takeaway', 'fast']
      : [];

  return (
    <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand">
          {t(`deliveryType.${context.deliveryType}`)} · {restaurant.cityName}
        </p>
        <h1 className="font-display text-4xl font-bold">{restaurant.commercialName}</h1>
        {/* The table is this browser's (the page may come from a cache): its line keeps its height when it arrives. */}
        {context.deliveryType === 'fast' && (restaurant.maxTableNumber > 0 || context.tableNumber) ? (
          <div className="mt-2 flex h-8 items-center gap-3 text-sm">
            {context.tableNumber ? (
              <span className="rounded-full bg-olive px-3 py-1 font-semibold text-white">
                {t('table', { table: context.tableNumber })}
              </span>
            ) : null}
            {restaurant.maxTableNumber > 0 ? (
              <button
                type="button"
                onClick={() => onModal('table')}
                className="min-h-11 font-semibold text-brand underline"
              >
                {context.tableNumber ? t('changeTable') : t('setTable')}
              </button>
            ) : null}
          </div>
        ) : null}
        <AppLink
          href="/pedido-online"
          className="mt-2 inline-flex min-h-11 items-center text-sm text-brand underline"
          onClick={onLeave}
        >
          {t('change')}
        </AppLink>
      </div>
      <div className="flex flex-wrap gap-2">
        {switchableTypes.length > 0 ? (
          <div role="group" aria-label={t('switchType')} className="flex rounded-full border border-line bg-white p-1">
            {switchableTypes.map((type) => (
              <button
                key={type}
                type="button"
                aria-pressed={context.deliveryType === type}
                onClick={() => onSwitchType(type)}
                className="min-h-11 rounded-full px-4 py-1.5 text-sm font-semibold aria-pressed:bg-brand aria-pressed:text-white"
              >
                {t(`deliveryType.${type}`)}
              </button>
            ))}
          </div>
        ) : null}
        {isKitchenClosed ? null : (
          <button
            type="button"
            onClick={() => onModal('filters')}
            className="min-h-11 rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold hover:border-brand"
          >
            {tFilters('activeCount', { count: activeFilters })}
          </button>
        )}
        {promotionCount > 0 && !isKitchenClosed ? (
          <button
            type="button"
            onClick={() => onModal('promotions')}
            className="min-h-11 rounded-full bg-lemon px-4 py-2 text-sm font-semibold text-ink"
          >
            {t('promotions', { count: promotionCount })}
          </button>
        ) : null}
      </div>
    </header>
  );
}
