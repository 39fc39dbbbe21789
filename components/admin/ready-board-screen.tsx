'use client';

import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/http/fetcher';
import type { ReadyBoard } from '@/lib/orders/ready-board';

const POLL_MS = 3000;

/** Full screen over the site's header and footer: a TV at the counter shows nothing else. */
export function ReadyBoardScreen({ initial }: { initial: ReadyBoard }) {
  const t = useTranslations('ReadyBoard');
  const { data } = useSWR(
    `/api/restaurant/${encodeURIComponent(initial.restaurant)}/ready-board`,
    (path: string) => apiFetch<{ data: ReadyBoard }>(path).then((body) => body.data),
    { fallbackData: initial, refreshInterval: POLL_MS, dedupingInterval: POLL_MS / 2, refreshWhenHidden: true },
  );
  const board = data ?? initial;
  return (
    <div data-kiosk className="fixed inset-0 z-[60] flex flex-col bg-ink p-6 text-white sm:p-10">
      <h1 className="font-display text-3xl font-bold sm:text-4xl">{t('heading', { restaurant: board.name })}</h1>
      <div className="mt-6 grid flex-1 gap-6 overflow-hidden md:grid-cols-2">
        <section aria-labelledby="preparando" className="flex flex-col rounded-3xl bg-white/10 p-6">
          <h2 id="preparando" className="font-display text-2xl font-bold sm:text-3xl">
            {t('preparing')}
          </h2>
          <Numbers numbers={board.preparing} empty={t('empty')} tone="text-white/85" />
        </section>
        <section aria-labelledby="listos" className="flex flex-col rounded-3xl bg-lemon p-6 text-ink">
          <h2 id="listos" className="font-display text-2xl font-bold sm:text-3xl">
            {t('ready')}
          </h2>
          <div aria-live="polite">
            <Numbers numbers={board.ready} empty={t('empty')} tone="text-ink" />
          </div>
        </section>
      </div>
    </div>
  );
}

function Numbers({ numbers, empty, tone }: { numbers: string[]; empty: string; tone: string }) {
  if (numbers.length === 0) return <p className={`mt-6 text-xl ${tone}`}>{empty}</p>;
  return (
    <ul className={`mt-6 flex flex-wrap gap-x-8 gap-y-4 font-display text-4xl font-bold sm:text-5xl ${tone}`}>
      {numbers.map((number) => (
        <li key={number}>{number.split('-').pop()}</li>
      ))}
    </ul>
  );
}
