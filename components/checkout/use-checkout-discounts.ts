'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { canRedeem, redemptionDiscount, type LoyaltySettings } from '@/lib/loyalty/rules';
import type { Discount } from '@/lib/orders/totals';
import { swrFetcher } from '@/lib/http/fetcher';
import type { CartItem } from '@/lib/hooks/use-cart';
import type { HeaderUser } from '@/lib/hooks/use-current-user';
import { usePromotionCode } from './use-promotion-code';
import { promotionDiscount } from '@/lib/promotions/rules';
import type { AutomaticPromotion } from '@/lib/orders/checkout';

export const CURRENT_USER_KEY = '/api/user';

export type CheckoutLoyalty = { points: number; settings: LoyaltySettings };

/**
 * The two discounts of the checkout: the promotion code and the loyalty card
 * (one unit of one product, up to the cap, once the customer holds enough
 * points). The preview takes the loyalty discount after the promotion, as the
 * server does, so that together they never exceed the products; computeTotals
 * keeps both off shipping and the surcharge.
 */
export function useCheckoutDiscounts(
  items: CartItem[],
  loyalty: CheckoutLoyalty,
  automatic: AutomaticPromotion[] = [],
) {
  const t = useTranslations('CheckoutLoyalty');
  const available = items.filter((item) => item.available);
  const subtotalCents = available.reduce((sum, item) => sum + item.total_price, 0);
  const promotion = usePromotionCode(subtotalCents);
  // The header's copy of the user (same SWR key): the points stay current after a refusal or another tab's order.
  const { data: user, mutate: refreshUser } = useSWR<HeaderUser>(CURRENT_USER_KEY, swrFetcher, {
    revalidateOnMount: false,
  });
  const points = user?.loyalty.points ?? loyalty.points;
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [loyaltyError, setLoyaltyError] = useState<string | undefined>(undefined);

  // Without a code, the server applies the best automatic promotion: preview it the same way.
  const best = promotion.applied
    ? null
    : automatic
        .filter((rule) => subtotalCents >= rule.min_subtotal_cents)
        .map((rule) => ({ rule, cents: promotionDiscount(rule, subtotalCents) }))
        .sort((a, b) => b.cents - a.cents)[0];
  const promotionCents = promotion.applied?.discount_cents ?? best?.cents ?? 0;
  // A line that left the cart (or the points that went) takes the choice with it.
  const chosen = canRedeem(points) ? (available.find((item) => item.id === chosenId) ?? null) : null;
  const loyaltyCents = chosen
    ? Math.min(redemptionDiscount(chosen.unit_price, loyalty.settings), Math.max(0, subtotalCents - promotionCents))
    : 0;

  const discounts: (Discount & { id: 'promotion' | 'loyalty' })[] = [];
  if (promotion.applied) {
    const { name, code } = promotion.applied;
    discounts.push({ id: 'promotion', kind: 'promotion', label: `${name} (${code})`, amountCents: promotionCents });
  } else if (best && best.cents > 0) {
    discounts.push({ id: 'promotion', kind: 'promotion', label: best.rule.name, amountCents: best.cents });
  }
  if (chosen)
    discounts.push({
      id: 'loyalty',
      kind: 'loyalty',
      label: t('summaryLine', { product: chosen.product.name }),
      amountCents: loyaltyCents,
      // It comes off that product alone, at its own IVA rate.
      lineIndex: items.indexOf(chosen),
    });

  return {
    promotion,
    discounts,
    loyalty: {
      points,
      settings: loyalty.settings,
      items: available,
      value: chosen?.id ?? null,
      error: loyaltyError,
      onChange: (id: number | null) => {
        setChosenId(id);
        setLoyaltyError(undefined);
      },
    },
    /** What POST /api/orders takes. */
    body: { promotion_code: promotion.applied?.code ?? null, loyalty_cart_item_id: chosen?.id ?? null },
    /** The server refused a discount when placing the order. */
    onRefused: (field: 'promotion_code' | 'loyalty', message: string) => {
      if (field === 'promotion_code') promotion.refuse(message);
      else {
        setLoyaltyError(message);
        // Fewer points than the page thought: read them again.
        void refreshUser();
      }
    },
  };
}
