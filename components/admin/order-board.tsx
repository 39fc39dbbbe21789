'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { apiFetch, ApiError } from '@/lib/http/fetcher';
import { useBoardOrders } from '@/lib/hooks/use-board-orders';
import { useAlertSound } from '@/lib/hooks/use-alert-sound';
import type { AdminOrderResource } from '@/lib/orders/staff-orders';
import type { OrderStatus } from '@/lib/vocabulary/catalogue';
import { isRejection, statusWord } from '@/lib/vocabulary/order-status';
import { Button, buttonClass } from '@/components/ui/button';
import { AppLink } from '@/components/ui/app-link';
import { BoardControls } from './board-controls';
import { FailedRefunds } from './failed-refunds';
import { OrderCard, type StatusChange } from './order-card';
import { ReasonDialog } from './reason-dialog';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isFocusLost, isKeyboardFocus } from './focus-follow';
import { LiveHeading } from './restaurant-picker';

const COLUMNS: { id: 'new' | 'kitchen' | 'ready'; statuses: OrderStatus[] }[] = [
  { id: 'new', statuses: ['received'] },
  { id: 'kitchen', statuses: ['accepted', 'preparing'] },
  { id: 'ready', statuses: ['ready', 'out_for_delivery'] },
];

/**
 * The kitchen display has crossed off some of its lines (or a menu's courses) and not all: «Marcar listo» asks first. An order
 * with none crossed off does not: a restaurant that cooks from the paper ticket never uses the display.
 */
const isHalfCooked = (order: AdminOrderResource) =>
  order.lines.some((line) => line.prepared_at !== null || line.prepared_parts.length > 0) &&
  order.lines.some((line) => line.prepared_at === null);

const columnOf = (status: OrderStatus) => COLUMNS.find((column) => column.statuses.includes(status))?.id ?? 'new';

/** The live order board of one restaurant (issue 10): new orders ring until accepted. */
export function OrderBoard({
  restaurants,
  restaurant,
  initialOrders,
  maintenance,
}: {
  restaurants: { slug: string; name: string }[];
  restaurant: { slug: string; name: string; closedKitchen: boolean };
  initialOrders: AdminOrderResource[];
  maintenance: boolean | null;
}) {
  const t = useTranslations('Admin');
  const tStatus = useTranslations('OrderStatus');
  const { orders, isLive, refresh } = useBoardOrders(restaurant.slug, initialOrders);
  const [busyId, setBusyId] = useState<string | null>(null);
  // The order last asked about stays while its dialog closes, so the dialog can hand focus back.
  const [asking, setAsking] = useState<AdminOrderResource | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  // Each opening is a fresh dialog: no reason left from the last one.
  const [askCount, setAskCount] = useState(0);
  /** An order just moved by this board: where focus goes once it has (its card, else its old column). */
  const moved = useRef<{ id: string; status: OrderStatus; column: string } | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  // «Marcar listo» on an order the kitchen display has half done: asked first, the order kept while it closes.
  const [unfinished, setUnfinished] = useState<AdminOrderResource | null>(null);
  const [isConfirmingReady, setConfirmingReady] = useState(false);
  // What is left to cook as the live board has it now, not as it was when the question opened.
  const unfinishedNow = unfinished && (orders.find((order) => order.id === unfinished.id) ?? unfinished);
  const [now, setNow] = useState(() => Date.now());
  const waiting = orders.filter((order) => order.status === 'received').length;
  const sound = useAlertSound(waiting > 0);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  // Each order that arrives is announced by its number, with how many wait (the count alone does not
  // change when one is accepted as another arrives).
  // The first list is what was there (it may come from the cache after a switch of restaurant): not news.
  const seen = useRef<Set<string> | null>(null);
  const [arrived, setArrived] = useState<string[]>([]);
  useEffect(() => {
    if (!seen.current) {
      seen.current = new Set(orders.map((order) => order.id));
      return;
    }
    const known = seen.current;
    const fresh = orders.filter((order) => !known.has(order.id));
    for (const order of fresh) known.add(order.id);
    if (fresh.length > 0) setArrived(fresh.map((order) => order.number));
  }, [orders]);

  // The button pressed went with its card: focus follows the order rather than falling to the page's top.
  useEffect(() => {
    const pending = moved.current;
    if (!pending) return;
    const current = orders.find((order) => order.id === pending.id);
    if (current && current.status === pending.status) return;
    moved.current = null;
    if (!isFocusLost()) return;
    (document.getElementById(`order-${pending.id}`) ?? document.getElementById(`column-${pending.column}`))?.focus();
  }, [orders]);

  async function change(order: AdminOrderResource, body: StatusChange & { reason?: string }) {
    // Armed before the call: the live update may move the card before the answer comes.
    if (isKeyboardFocus()) moved.current = { id: order.id, status: order.status, column: columnOf(order.status) };
    setBusyId(order.id);
    try {
      const { data } = await apiFetch<{ data: AdminOrderResource }>(
        `/api/admin/orders/${encodeURIComponent(order.id)}/status`,
        { method: 'POST', json: body },
      );
      toast.success(t('changed', { number: data.number, status: tStatus(statusWord(data.status, data.table_number)) }));
      setIsAsking(false);
    } catch (error) {
      moved.current = null;
      if (error instanceof ApiError && error.status === 422 && body.status === 'cancelled') {
        setReasonError(error.body.errors?.reason?.[0] ?? error.message);
      } else {
        toast.error(error instanceof ApiError ? error.message : t('reconnecting'));
        setIsAsking(false);
      }
    } finally {
      setBusyId(null);
      await refresh();
    }
  }

  return (
    <div data-wide-screen>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <LiveHeading title={t('title')} restaurant={restaurant.name} isLive={isLive} />
        <div className="flex flex-wrap items-center gap-2">
          <AppLink href={`/admin/pedidos/nuevo?restaurante=${restaurant.slug}`} className={buttonClass('secondary')}>
            {t('newPhoneOrder')}
          </AppLink>
          <Button
            variant={sound.isEnabled ? 'secondary' : 'primary'}
            aria-pressed={sound.isEnabled}
            onClick={sound.enable}
            title={t('alertsHint')}
          >
            {sound.isEnabled ? t('alertsOn') : t('enableAlerts')}
          </Button>
        </div>
      </div>
      <div className="mt-3">
        <BoardControls restaurants={restaurants} restaurant={restaurant} maintenance={maintenance} />
      </div>
      <FailedRefunds restaurant={restaurant.slug} />
      <p aria-live="polite" className="sr-only">
        {arrived.length > 0 ? `${t('arrived', { numbers: arrived.join(', '), count: arrived.length })} ` : ''}
        {waiting > 0 ? t('newOrderAnnouncement', { count: waiting }) : ''}
      </p>
      {/* A 10" tablet upright (768–1023 px) keeps three columns with less padding: the kitchen's usual screen.
          The columns share their heading row (subgrid): a heading on two lines moves no column's cards. */}
      <div className="mt-5 grid gap-4 md:grid-cols-3 md:grid-rows-[auto_1fr] md:gap-2 lg:gap-4">
        {COLUMNS.map((column) => {
          const inColumn = orders
            .filter((order) => column.statuses.includes(order.status))
            // Oldest first: they have waited longest.
            .sort((a, b) => a.created_at.localeCompare(b.created_at));
          return (
            <section
              key={column.id}
              aria-labelledby={`column-${column.id}`}
              className="rounded-2xl bg-cream/60 p-3 md:row-span-2 md:grid md:grid-rows-subgrid md:gap-0 md:p-1.5 lg:p-3"
            >
              <h2
                id={`column-${column.id}`}
                tabIndex={-1}
                className="flex items-center justify-between gap-2 font-display text-xl font-bold md:text-lg lg:text-xl"
              >
                {t(`columns.${column.id}`)}
                <span className="shrink-0 rounded-full bg-white px-2.5 text-base ring-1 ring-line">
                  {inColumn.length}
                </span>
              </h2>
              <div className="mt-3 space-y-3">
                {inColumn.length === 0 ? <p className="py-6 text-center text-muted">{t('empty')}</p> : null}
                {inColumn.map((order) => (
                  <OrderCard
                    key={order.id}
                    order={order}
                    now={now}
                    isBusy={busyId === order.id}
                    onChange={(target, body) => {
                      if (body.status === 'ready' && isHalfCooked(target)) {
                        setUnfinished(target);
                        setConfirmingReady(true);
                        return;
                      }
                      void change(target, body);
                    }}
                    onAskReason={(target) => {
                      setReasonError(undefined);
                      setAsking(target);
                      setAskCount((count) => count + 1);
                      setIsAsking(true);
                    }}
                  />
                ))}
              </div>
            </section>
          );
        })}
      </div>
      {unfinishedNow ? (
        <ConfirmDialog
          // Closes by itself when the kitchen display finishes the order meanwhile (it is then ready).
          isOpen={isConfirmingReady && isHalfCooked(unfinishedNow)}
          title={t.rich('readyUnfinishedTitle', {
            number: unfinishedNow.number,
            nowrap: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
          })}
          confirmLabel={t('readyAnyway')}
          cancelLabel={t('keepCooking')}
          onConfirm={() => {
            // Closed first: focus goes back to the card's button, and then follows the order (as without the
            // question); the card's button is busy while it moves, and cannot be sent twice from here.
            setConfirmingReady(false);
            void change(unfinishedNow, { status: 'ready' });
          }}
          onClose={() => setConfirmingReady(false)}
        >
          <p>{t('readyUnfinishedText')}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {unfinishedNow.lines
              .filter((line) => line.prepared_at === null)
              .map((line) => (
                <li key={line.id} className="font-semibold">
                  {line.quantity} × {line.name}
                </li>
              ))}
          </ul>
        </ConfirmDialog>
      ) : null}
      {asking ? (
        <ReasonDialog
          key={askCount}
          isOpen={isAsking}
          title={
            isRejection(asking.status, 'cancelled')
              ? t('rejectTitle', { number: asking.number })
              : t('cancelTitle', { number: asking.number })
          }
          submitLabel={isRejection(asking.status, 'cancelled') ? t('confirmReject') : t('confirmCancel')}
          isBusy={busyId === asking.id}
          error={reasonError}
          onSubmit={(reason) => void change(asking, { status: 'cancelled', reason })}
          onClose={() => setIsAsking(false)}
        />
      ) : null}
    </div>
  );
}
