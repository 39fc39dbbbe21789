'use client';

import { useTranslations } from 'next-intl';
import { canRedeem, POINTS_TO_REDEEM, redemptionDiscount, type LoyaltySettings } from '@/lib/loyalty/rules';
import { formatEuros } from '@/lib/pricing/money';
import type { CartItem } from '@/lib/hooks/use-cart';
import { LoyaltyGrid } from '@/components/layout/loyalty-grid';

const ERROR_ID = 'checkout-loyalty-error';
const BOX = 'rounded-2xl border border-line bg-white px-4 py-4 sm:px-6';
const OPTION =
  'flex items-center gap-3 rounded-xl border border-line p-3 has-[:checked]:border-brand has-[:checked]:bg-brand-soft/40';

/**
 * The loyalty card at checkout. With enough points: the grid and a choice of
 * the product whose one unit gets the discount (up to the cap), or none.
 * With fewer: the grid and how many points are missing.
 */
export function LoyaltySection({
  points,
  settings,
  items,
  value,
  error,
  onChange,
}: {
  points: number;
  settings: LoyaltySettings;
  items: CartItem[];
  value: number | null;
  error: string | undefined;
  onChange: (cartItemId: number | null) => void;
}) {
  const t = useTranslations('CheckoutLoyalty');
  const cap = formatEuros(settings.discountCapCents);
  const lines = items.filter((item) => item.available && item.id > 0);

  if (!canRedeem(points)) {
    return (
      <section aria-labelledby="checkout-loyalty-title" className={BOX}>
        <h2 id="checkout-loyalty-title" className="font-display text-xl font-bold">
          {t('cardTitle')}
        </h2>
        <div className="mt-3 max-w-60">
          <LoyaltyGrid points={points} />
        </div>
        <p className="mt-2 text-sm">{t('missing', { count: POINTS_TO_REDEEM - points, cap })}</p>
      </section>
    );
  }

  const describedBy = error ? ERROR_ID : undefined;
  return (
    <fieldset className={BOX}>
      <legend className="float-left w-full font-display text-xl font-bold">{t('legend')}</legend>
      <div className="clear-both pt-3">
        <div className="max-w-60">
          <LoyaltyGrid points={points} />
        </div>
        <p className="mt-2 text-sm">{t('intro', { points: POINTS_TO_REDEEM, cap })}</p>
        <div className="mt-3 grid gap-2">
          <label className={OPTION}>
            <input
              type="radio"
              name="loyalty_cart_item_id"
              value=""
              checked={value === null}
              onChange={() => onChange(null)}
              aria-describedby={describedBy}
              className="h-5 w-5 shrink-0 accent-brand"
            />
            <span className="font-semibold">{t('none')}</span>
          </label>
          {lines.map((item) => (
            <label key={item.id} className={OPTION}>
              <input
                type="radio"
                name="loyalty_cart_item_id"
                value={item.id}
                checked={value === item.id}
                onChange={() => onChange(item.id)}
                aria-describedby={describedBy}
                className="h-5 w-5 shrink-0 accent-brand"
              />
              <span className="min-w-0 flex-1 font-semibold">{item.product.name}</span>
              <span className="shrink-0 text-sm tabular-nums text-olive">
                {t('optionDiscount', { amount: formatEuros(redemptionDiscount(item.unit_price, settings)) })}
              </span>
            </label>
          ))}
        </div>
        {error ? (
          <p id={ERROR_ID} className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
