'use client';

import { useTranslations } from 'next-intl';
import { useMinute } from '@/lib/hooks/use-minute';

/**
 * Staff paused delivery (/admin/restaurante): the catalogue says so before the
 * customer fills a cart, and until when. The cached page is rendered again when
 * the pause is set or lifted, so it carries the notice while the pause holds;
 * once its time has passed on the browser's clock, the notice goes by itself.
 */
export function DeliveryPauseNotice({ pausedUntil, timeZone }: { pausedUntil: string; timeZone: string }) {
  const t = useTranslations('Catalogue');
  const now = useMinute();
  const until = new Date(pausedUntil);
  // The server (and hydration) counts the pause as holding: the page was rendered while it did.
  if (now && now >= until) return null;
  return (
    <p
      role="status"
      className="mt-6 rounded-2xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-300"
      data-testid="delivery-paused"
    >
      <span className="font-semibold">
        {t('deliveryPausedTitle', {
          // As checkout says it («en pausa hasta las 2:51»), in the restaurant's time zone.
          time: new Intl.DateTimeFormat('es-ES', { timeStyle: 'short', timeZone }).format(until),
        })}
      </span>{' '}
      {t('deliveryPausedText')}
    </p>
  );
}
