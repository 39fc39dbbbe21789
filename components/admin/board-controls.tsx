'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { apiFetch, ApiError } from '@/lib/http/fetcher';
import { Button } from '@/components/ui/button';
import { RestaurantPicker } from './restaurant-picker';

/** The restaurant picker, the kitchen switch and (managers) the maintenance switch, above the board. */
export function BoardControls({
  restaurants,
  restaurant,
  maintenance,
}: {
  restaurants: { slug: string; name: string }[];
  restaurant: { slug: string; name: string; closedKitchen: boolean };
  maintenance: boolean | null;
}) {
  const t = useTranslations('Admin');
  const [isClosed, setIsClosed] = useState(restaurant.closedKitchen);
  const [isMaintenance, setIsMaintenance] = useState(maintenance);
  const [busy, setBusy] = useState<'kitchen' | 'maintenance' | null>(null);

  async function run(which: 'kitchen' | 'maintenance', call: () => Promise<void>) {
    setBusy(which);
    try {
      await call();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('reconnecting'));
    } finally {
      setBusy(null);
    }
  }

  const toggleKitchen = () =>
    run('kitchen', async () => {
      await apiFetch(`/api/admin/restaurants/${restaurant.slug}/kitchen`, {
        method: 'PUT',
        json: { closed: !isClosed },
      });
      setIsClosed(!isClosed);
      toast.success(!isClosed ? t('kitchenClosed') : t('kitchenOpen'));
    });
  const toggleMaintenance = () =>
    run('maintenance', async () => {
      await apiFetch('/api/admin/settings/maintenance', { method: 'PUT', json: { enabled: !isMaintenance } });
      setIsMaintenance(!isMaintenance);
      toast.success(!isMaintenance ? t('maintenanceOn') : t('maintenanceOff'));
    });

  return (
    <div className="flex flex-wrap items-end gap-3">
      <RestaurantPicker restaurants={restaurants} current={restaurant.slug} path="/admin/pedidos" />
      <Button
        variant={isClosed ? 'primary' : 'dangerOutline'}
        isBusy={busy === 'kitchen'}
        aria-pressed={isClosed}
        onClick={toggleKitchen}
      >
        {isClosed ? t('openKitchen') : t('closeKitchen')}
      </Button>
      {isMaintenance !== null ? (
        <Button
          variant="secondary"
          isBusy={busy === 'maintenance'}
          aria-pressed={isMaintenance}
          onClick={toggleMaintenance}
        >
          {isMaintenance ? t('disableMaintenance') : t('enableMaintenance')}
        </Button>
      ) : null}
      {isClosed ? (
        <p role="status" className="w-full rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800 ring-1 ring-red-300">
          {t('kitchenClosedNotice')}
        </p>
      ) : null}
      {isMaintenance ? (
        <p
          role="status"
          className="w-full rounded-lg bg-amber-50 px-3 py-2 font-medium text-amber-900 ring-1 ring-amber-300"
        >
          {t('maintenanceOn')}
        </p>
      ) : null}
    </div>
  );
}
