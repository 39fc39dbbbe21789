'use client';

import { useEffect, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { apiFetch, ApiError } from '@/lib/http/fetcher';
import { useOrderStream } from '@/lib/hooks/use-order-stream';
import type { KitchenBoard, KitchenLine } from '@/lib/orders/kitchen';
import { Button } from '@/components/ui/button';
import { LiveHeading, RestaurantPicker } from './restaurant-picker';
import { isFocusLost, isKeyboardFocus } from './focus-follow';

const POLL_MS = 3000;

function ageTone(minutes: number): string {
  if (minutes >= 20) return 'border-red-600 bg-red-50';
  if (minutes >= 10) return 'border-amber-500 bg-amber-50';
  return 'border-green-600 bg-white';
}

/** The kitchen display (issue 10): each station's lines, oldest first; tap a line when it is done. */
export function KitchenDisplay({
  restaurants,
  restaurant,
  initial,
}: {
  restaurants: { slug: string; name: string }[];
  restaurant: { slug: string; name: string };
  initial: KitchenBoard;
}) {
  const t = useTranslations('Kitchen');
  const key = `/api/admin/kitchen?restaurant=${encodeURIComponent(restaurant.slug)}`;
  const { mutate: revalidate } = useSWRConfig();
  const isLive = useOrderStream(restaurant.slug, () => void revalidate(key));
  // Crossing a line off elsewhere changes no order status: the display also polls.
  const { data, mutate } = useSWR(key, (path: string) => apiFetch<{ data: KitchenBoard }>(path).then((b) => b.data), {
    fallbackData: initial,
    refreshInterval: POLL_MS,
    dedupingInterval: POLL_MS / 2,
    revalidateOnMount: false,
  });
  const board = data ?? initial;
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  // New lines are announced to screen readers; a line crossed off hands focus to its station's heading.
  const seen = useRef(new Set(initial.lines.map((line) => line.key)));
  const [announcement, setAnnouncement] = useState('');
  const crossedOff = useRef<KitchenLine | null>(null);
  useEffect(() => {
    const fresh = board.lines.filter((line) => !seen.current.has(line.key));
    for (const line of fresh) seen.current.add(line.key);
    // Named, so that two batches of the same size still change the text (and are read).
    if (fresh.length > 0)
      setAnnouncement(
        t('newLines', {
          count: fresh.length,
          lines: fresh.map((line) => `${line.quantity} × ${line.name} (${line.order_number})`).join(', '),
        }),
      );
    const done = crossedOff.current;
    if (!done || board.lines.some((line) => line.key === done.key)) return;
    crossedOff.current = null;
    if (!isFocusLost()) return;
    document.getElementById(`station-${done.station}`)?.focus();
  }, [board.lines, t]);

  async function run(id: string, call: () => Promise<unknown>) {
    setBusy(id);
    try {
      await call();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('failed'));
    } finally {
      setBusy(null);
      await mutate();
    }
  }

  const prepare = (line: KitchenLine) => {
    // Armed before the call (the poll may remove the line first); a tap moves nothing.
    if (isKeyboardFocus()) crossedOff.current = line;
    return run(line.key, async () => {
      try {
        const part = line.part ? `?part=${encodeURIComponent(line.part)}` : '';
        await apiFetch(`/api/admin/kitchen/lines/${line.id}/prepared${part}`, { method: 'POST' });
      } catch (error) {
        crossedOff.current = null;
        throw error;
      }
    });
  };
  const recall = (station: string) =>
    run(station, async () => {
      const { data: recalled } = await apiFetch<{ data: { id: number; part: string | null } | null }>(
        '/api/admin/kitchen/recall',
        {
          method: 'POST',
          json: { restaurant: restaurant.slug, station },
        },
      );
      toast(recalled ? t('recalled') : t('nothingToRecall'));
    });

  return (
    <div data-wide-screen>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <LiveHeading title={t('title')} restaurant={restaurant.name} isLive={isLive} />
        <RestaurantPicker restaurants={restaurants} current={restaurant.slug} path="/admin/cocina" />
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {/* Five stations side by side only on a wide screen: on a 10" tablet across they were too narrow to read. */}
      <div className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
        {board.stations.map((station) => {
          const lines = board.lines.filter((line) => line.station === station);
          const headingId = `station-${station}`;
          return (
            <section key={station} aria-labelledby={headingId} className="rounded-2xl bg-cream/60 p-3">
              <div className="flex items-center justify-between gap-2">
                <h2 id={headingId} tabIndex={-1} className="font-display text-xl font-bold">
                  {station} <span className="text-base text-muted">({lines.length})</span>
                </h2>
                <Button variant="ghost" isBusy={busy === station} onClick={() => void recall(station)}>
                  {t('recall')}
                </Button>
              </div>
              {lines.length === 0 ? <p className="py-6 text-center text-muted">{t('empty')}</p> : null}
              <ul className="mt-2 space-y-2">
                {lines.map((line) => {
                  const minutes = Math.max(0, Math.floor((now - new Date(line.ordered_at).getTime()) / 60_000));
                  const where = line.table_number
                    ? t('table', { table: line.table_number })
                    : t(`type.${line.delivery_type as 'delivery'}`);
                  return (
                    <li key={line.key}>
                      <button
                        type="button"
                        disabled={busy === line.key}
                        onClick={() => void prepare(line)}
                        className={`w-full rounded-xl border-l-8 p-3 text-left shadow-sm ring-1 ring-line disabled:opacity-60 ${ageTone(minutes)}`}
                      >
                        {/* Its name is what it shows, after what pressing it does: speech users say what they see. */}
                        <span className="sr-only">{t('markDone')} </span>
                        <span className="flex justify-between gap-2 text-sm font-semibold text-muted">
                          <span>
                            {line.order_number} · {where}
                          </span>
                          <span>{t('age', { minutes })}</span>
                        </span>
                        <span className="mt-1 block text-lg font-bold">
                          {line.quantity} × {line.name}
                        </span>
                        {line.menu ? (
                          <span className="block text-sm font-semibold text-muted">
                            {t('partOf', { menu: line.menu })}
                          </span>
                        ) : null}
                        {line.details.length > 0 ? (
                          <span className="mt-0.5 block text-sm">{line.details.join(' · ')}</span>
                        ) : null}
                        {line.customer_allergies.length > 0 ? (
                          <span className="mt-1 block rounded-lg bg-red-50 px-2 py-1 text-sm font-bold text-red-800 ring-1 ring-red-300">
                            {t('allergies', { list: line.customer_allergies.join(', ') })}
                          </span>
                        ) : null}
                        {line.observation ? (
                          <span className="mt-1 block text-sm font-semibold">
                            {t('observation', { text: line.observation })}
                          </span>
                        ) : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
