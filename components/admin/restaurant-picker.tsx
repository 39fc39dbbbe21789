'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';

/** Which of their restaurants a staff member is looking at, on every back-office page (nothing when they have one). */
export function RestaurantPicker({
  restaurants,
  current,
  path,
}: {
  restaurants: { slug: string; name: string }[];
  current: string;
  /** The page to reload with ?restaurante=. */
  path: '/admin/pedidos' | '/admin/cocina' | '/admin/restaurante' | '/admin/mesas';
}) {
  const t = useTranslations('Admin');
  const router = useRouter();
  if (restaurants.length < 2) return null;
  return (
    <label className="block min-w-0 max-w-full text-sm">
      <span className="block font-medium">{t('restaurant')}</span>
      <select
        value={current}
        onChange={(event) => router.push(`${path}?restaurante=${event.target.value}`)}
        // A long commercial name is cut in the closed select, not the page widened.
        className="mt-1 min-h-11 max-w-full truncate rounded-lg border border-line bg-white px-3 py-2 text-base"
      >
        {restaurants.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The page title with the restaurant's name and whether the live stream is up. */
export function LiveHeading({ title, restaurant, isLive }: { title: string; restaurant: string; isLive: boolean }) {
  const t = useTranslations('Admin');
  return (
    <div>
      <h1 className="font-display text-3xl font-bold">{title}</h1>
      <p className="text-muted">
        {restaurant} ·{' '}
        <span className={isLive ? 'text-green-800' : 'text-amber-800'}>{isLive ? t('live') : t('reconnecting')}</span>
      </p>
    </div>
  );
}
