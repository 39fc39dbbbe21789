import { getTranslations } from 'next-intl/server';
import { ShownUntil } from '@/components/ui/shown-until';
import { timeValues } from '@/lib/time/one-oclock';

/**
 * Staff paused delivery (/admin/restaurante): the delivery catalogue says so
 * before the customer fills a cart, and until when (decision 043). Rendered on
 * the server: the cached page is rendered again when a pause is set or lifted,
 * so it carries the notice while the pause holds, and no client code is
 * shipped to the visits without one (issue 11). Once the pause has run out on
 * the browser's clock, the notice goes by itself.
 */
export async function DeliveryPauseNotice({ until, timeZone }: { until: Date; timeZone: string }) {
  // Its own namespace, read on the server only: none of its words travel to the browser's messages.
  const t = await getTranslations('DeliveryPause');
  // As checkout says it («en pausa hasta las 2:51»), in the restaurant's time zone.
  const time = new Intl.DateTimeFormat('es-ES', { timeStyle: 'short', timeZone }).format(until);
  return (
    <ShownUntil until={until.toISOString()}>
      <p
        role="status"
        className="mt-6 rounded-2xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-300"
        data-testid="delivery-paused"
      >
        <span className="font-semibold">{t('title', timeValues(time))}</span> {t('text')}
      </p>
    </ShownUntil>
  );
}
