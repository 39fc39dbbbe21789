'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import type { DependentItem, Dependents } from '@/lib/errors';
import { apiFetch, ApiError } from '@/lib/http/fetcher';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { dependentsText } from '../catalogue/dependents-text';

type Props = {
  kind: 'restaurant' | 'city';
  /** The item's API path: /api/admin/restaurants/12. */
  path: string;
  name: string;
};

type InUse = { counts: Dependents; items: DependentItem[] };

const SHOWN_NAMES = 12;

/**
 * The delete modal of a restaurant or a city (issue 14): asks first; if the
 * API answers that something depends on it, says what ("Tiene 2 personas del
 * personal y 40 productos en su carta") and names them, then refuses (a
 * restaurant with orders, a city with restaurants) or offers to delete it anyway.
 */
export function PlaceDeleteButton({ kind, path, name }: Props) {
  const t = useTranslations('PlacesAdmin');
  const router = useRouter();
  const [isOpen, setOpen] = useState(false);
  const [inUse, setInUse] = useState<InUse | null>(null);
  const [isBusy, setBusy] = useState(false);

  function close() {
    setOpen(false);
    setInUse(null);
  }

  // Orders keep a restaurant, restaurants keep a city: never forced.
  const canForce = Boolean(inUse) && kind === 'restaurant' && !inUse?.counts.order;

  async function remove() {
    setBusy(true);
    try {
      await apiFetch<null>(canForce ? `${path}?force=true` : path, { method: 'DELETE' });
      toast.success(t('deleted', { name }));
      close();
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.body.code === 'in_use') {
        setInUse({ counts: error.body.dependents ?? {}, items: error.body.dependent_items ?? [] });
      } else if (!(error instanceof ApiError && (error.status === 403 || error.status === 423))) {
        toast.error(error instanceof ApiError ? error.message : t('deleteFailed'));
      }
    } finally {
      setBusy(false);
    }
  }

  const refusal = kind === 'restaurant' ? t('refuseRestaurant') : t('refuseCity');

  return (
    <>
      <Button
        variant="ghost"
        className="text-red-800"
        onClick={() => setOpen(true)}
        aria-label={t('deleteNamed', { name })}
      >
        {t('delete')}
      </Button>
      <Dialog
        isOpen={isOpen}
        onClose={close}
        title={t('deleteTitle', { name })}
        footer={
          <DialogActions>
            <Button variant="quiet" onClick={close}>
              {inUse && !canForce ? t('close') : t('cancel')}
            </Button>
            {!inUse || canForce ? (
              <Button variant="danger" isBusy={isBusy} busyLabel={t('deleteChecking')} onClick={remove}>
                {canForce ? t('deleteAnyway') : t('delete')}
              </Button>
            ) : null}
          </DialogActions>
        }
      >
        {inUse ? (
          <div className="space-y-3" data-testid="delete-dependents">
            <p className="font-semibold">{t('has', { list: dependentsText(t, inUse.counts) })}</p>
            {inUse.items.length > 0 ? (
              <>
                <p>{kind === 'restaurant' ? t('itemsStaff') : t('itemsRestaurants')}</p>
                <ul className="list-disc space-y-1 pl-5">
                  {inUse.items.slice(0, SHOWN_NAMES).map((item) => (
                    <li key={`${item.kind}-${item.id}`}>{item.name}</li>
                  ))}
                </ul>
                {inUse.items.length > SHOWN_NAMES ? (
                  <p className="text-muted">{t('andMore', { count: inUse.items.length - SHOWN_NAMES })}</p>
                ) : null}
              </>
            ) : null}
            <p className={canForce ? '' : 'font-semibold text-red-800'}>{canForce ? t('forceRestaurant') : refusal}</p>
          </div>
        ) : (
          <p>{t('deleteQuestion', { name })}</p>
        )}
      </Dialog>
    </>
  );
}
