'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { apiFetch, ApiError } from '@/lib/http/fetcher';
import type { RestaurantControls } from '@/lib/restaurants/controls';
import { DELIVERY_TYPES, type DeliveryType } from '@/lib/vocabulary/catalogue';
import { Button } from '@/components/ui/button';
import { RestaurantPicker } from './restaurant-picker';
import { SoldOutList, type SoldOutItem } from './sold-out-list';
import { timeValues } from '@/lib/time/one-oclock';

const PAUSES = [15, 30, 60];
const EXTRA_LEADS = [10, 20, 30];
const TYPE_PARAM: Record<DeliveryType, string> = { delivery: 'domicilio', takeaway: 'recoger', fast: 'fast' };

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** The restaurant's switches during service (issue 10): pause delivery, extra lead time, slot capacity, sold-out products and ingredients. */
export function RestaurantControlsView({
  restaurants,
  initial,
}: {
  restaurants: { slug: string; name: string }[];
  initial: RestaurantControls;
}) {
  const t = useTranslations('Controls');
  const tType = useTranslations('Admin.type');
  const [controls, setControls] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const { restaurant } = controls;
  const base = `/api/admin/restaurants/${restaurant.slug}`;
  const time = new Intl.DateTimeFormat('es-ES', { timeStyle: 'short', timeZone: restaurant.timeZone });

  async function run(id: string, call: () => Promise<void>, done: string) {
    setBusy(id);
    try {
      await call();
      toast.success(done);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('failed'));
    } finally {
      setBusy(null);
    }
  }

  const service = (id: string, body: Record<string, number>, done: string) =>
    run(
      id,
      async () => {
        const { data } = await apiFetch<{
          data: { delivery_paused_until: string | null; extra_lead_minutes: number; extra_lead_until: string | null };
        }>(`${base}/service`, { method: 'PUT', json: body });
        setControls((current) => ({
          ...current,
          restaurant: {
            ...current.restaurant,
            deliveryPausedUntil: data.delivery_paused_until,
            extraLeadMinutes: data.extra_lead_minutes,
            extraLeadUntil: data.extra_lead_until,
          },
        }));
      },
      done,
    );

  function saveCapacity(event: FormEvent<HTMLFormElement>, type: DeliveryType) {
    event.preventDefault();
    const raw = String(new FormData(event.currentTarget).get('max') ?? '').trim();
    const max = raw === '' ? null : Number(raw);
    void run(
      `capacity-${type}`,
      async () => {
        await apiFetch(`${base}/slot-capacity`, {
          method: 'PUT',
          json: { delivery_type: TYPE_PARAM[type], max_orders: max },
        });
        setControls((current) => ({ ...current, capacity: { ...current.capacity, [type]: max } }));
      },
      t('saved'),
    );
  }

  /** Takes a product or an ingredient off for `minutes` (0: until the next opening), or puts it back. */
  function setAvailable(kind: 'products' | 'ingredients', item: SoldOutItem, available: boolean, minutes: number) {
    const key = kind === 'products' ? 'product_id' : 'ingredient_id';
    return run(
      `${kind}-${item.id}`,
      async () => {
        const until = !available && minutes > 0 ? minutesFromNow(minutes) : undefined;
        const { data } = await apiFetch<{ data: { until: string | null } }>(`${base}/availability`, {
          method: 'PUT',
          json: { [key]: item.id, available, ...(until ? { until } : {}) },
        });
        setControls((current) => ({
          ...current,
          [kind]: current[kind].map((candidate) =>
            candidate.id === item.id ? { ...candidate, available, until: data.until } : candidate,
          ),
        }));
      },
      available ? t('backOn', { name: item.name }) : t('soldOut', { name: item.name }),
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-bold">{t('title')}</h1>
          <p className="text-muted">{restaurant.name}</p>
        </div>
        <RestaurantPicker restaurants={restaurants} current={restaurant.slug} path="/admin/restaurante" />
      </div>

      <section aria-labelledby="servicio" className="rounded-2xl bg-white p-5 ring-1 ring-line">
        <h2 id="servicio" className="font-display text-2xl font-bold">
          {t('service')}
        </h2>
        <p className="mt-2" role="status">
          {restaurant.deliveryPausedUntil
            ? t('pausedUntil', timeValues(time.format(new Date(restaurant.deliveryPausedUntil))))
            : t('deliveryOn')}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {PAUSES.map((minutes) => (
            <Button
              key={minutes}
              variant="secondary"
              size="sm"
              isBusy={busy === `pause-${minutes}`}
              onClick={() => void service(`pause-${minutes}`, { pause_delivery_minutes: minutes }, t('paused'))}
            >
              {t('pauseFor', { minutes })}
            </Button>
          ))}
          {restaurant.deliveryPausedUntil ? (
            <Button
              size="sm"
              isBusy={busy === 'resume'}
              onClick={() => void service('resume', { pause_delivery_minutes: 0 }, t('resumed'))}
            >
              {t('resume')}
            </Button>
          ) : null}
        </div>
        <p className="mt-4" role="status">
          {restaurant.extraLeadMinutes > 0 && restaurant.extraLeadUntil
            ? t('extraLeadOn', {
                minutes: restaurant.extraLeadMinutes,
                time: time.format(new Date(restaurant.extraLeadUntil)),
              })
            : t('extraLeadOff')}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {EXTRA_LEADS.map((minutes) => (
            <Button
              key={minutes}
              variant="secondary"
              size="sm"
              isBusy={busy === `lead-${minutes}`}
              onClick={() =>
                void service(
                  `lead-${minutes}`,
                  { extra_lead_minutes: minutes, extra_lead_for_minutes: 60 },
                  t('extraLeadSaved'),
                )
              }
            >
              {t('extraLeadFor', { minutes })}
            </Button>
          ))}
          {restaurant.extraLeadMinutes > 0 ? (
            <Button
              size="sm"
              isBusy={busy === 'lead-0'}
              onClick={() => void service('lead-0', { extra_lead_minutes: 0 }, t('extraLeadRemoved'))}
            >
              {t('removeExtraLead')}
            </Button>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="capacidad" className="rounded-2xl bg-white p-5 ring-1 ring-line">
        <h2 id="capacidad" className="font-display text-2xl font-bold">
          {t('capacity')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('capacityHint')}</p>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          {DELIVERY_TYPES.map((type) => (
            <form key={type} onSubmit={(event) => saveCapacity(event, type)} className="flex items-end gap-2">
              <label className="flex-1 text-sm">
                <span className="block font-medium">{tType(type)}</span>
                <input
                  name="max"
                  type="number"
                  min={1}
                  max={500}
                  inputMode="numeric"
                  defaultValue={controls.capacity[type] ?? ''}
                  placeholder={t('noLimit')}
                  className="mt-1 min-h-11 w-full rounded-lg border border-line px-3 py-2 text-base"
                />
              </label>
              <Button type="submit" size="sm" isBusy={busy === `capacity-${type}`}>
                {t('save')}
              </Button>
            </form>
          ))}
        </div>
      </section>

      <section aria-labelledby="agotados" className="rounded-2xl bg-white p-5 ring-1 ring-line">
        <h2 id="agotados" className="font-display text-2xl font-bold">
          {t('products')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('productsHint')}</p>
        <SoldOutList
          kind="products"
          items={controls.products}
          busyId={busy?.startsWith('products-') ? Number(busy.split('-')[1]) : null}
          timeZone={restaurant.timeZone}
          onChange={(item, available, minutes) => void setAvailable('products', item, available, minutes)}
        />
      </section>

      <section aria-labelledby="ingredientes-agotados" className="rounded-2xl bg-white p-5 ring-1 ring-line">
        <h2 id="ingredientes-agotados" className="font-display text-2xl font-bold">
          {t('ingredients')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('ingredientsHint')}</p>
        <SoldOutList
          kind="ingredients"
          items={controls.ingredients}
          busyId={busy?.startsWith('ingredients-') ? Number(busy.split('-')[1]) : null}
          timeZone={restaurant.timeZone}
          onChange={(item, available, minutes) => void setAvailable('ingredients', item, available, minutes)}
        />
      </section>
    </div>
  );
}
