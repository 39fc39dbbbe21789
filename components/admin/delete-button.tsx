'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/toast';
import type { DependentItem, Dependents } from '@/lib/errors';
import { apiFetch, ApiError } from '@/lib/http/fetcher';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { dependentsText } from './catalogue/dependents-text';

type Props = {
  /** The item's API path: /api/admin/ingredients/12. */
  path: string;
  name: string;
  /** False for allergens, cities, promotions: in use, they are never deleted. */
  forceAllowed: boolean;
  /** Dependents that refuse the delete even when it may be forced (a restaurant's orders). */
  blockedBy?: string[];
  /** How the dependents are introduced: "Se usa en 3 menús" or "Tiene 2 personas del personal". */
  lead?: 'usedIn' | 'has';
  /** Above the names of what depends on it (default: "Se usa en:"). */
  itemsIntro?: string;
  /** Why it is refused (default: the allergens' reason). */
  refusal?: string;
  /** What forcing it will change (default: it goes from everything that uses it). */
  forceWarning?: string;
};

type InUse = { counts: Dependents; items: DependentItem[] };

const SHOWN_NAMES = 12;

/**
 * The delete modals of the spec (issue 14), for every kind of thing: asks first; if the API answers
 * that something still uses the item, says what ("Se usa en 2 hamburguesas y
 * 1 ensalada") and names them, then either refuses (allergens) or offers to
 * delete it from all of them.
 */
export function DeleteButton({
  path,
  name,
  forceAllowed,
  blockedBy = [],
  lead = 'usedIn',
  itemsIntro,
  refusal,
  forceWarning,
}: Props) {
  const t = useTranslations('CatalogueAdmin');
  const router = useRouter();
  const [isOpen, setOpen] = useState(false);
  const [inUse, setInUse] = useState<InUse | null>(null);
  const [isBusy, setBusy] = useState(false);

  function close() {
    setOpen(false);
    setInUse(null);
  }

  async function remove(force: boolean) {
    setBusy(true);
    try {
      await apiFetch<null>(force ? `${path}?force=true` : path, { method: 'DELETE' });
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

  const list = inUse ? dependentsText(t, inUse.counts) : '';
  const canForce = Boolean(inUse) && forceAllowed && !blockedBy.some((kind) => inUse?.counts[kind]);

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
              <Button variant="danger" isBusy={isBusy} busyLabel={t('deleteChecking')} onClick={() => remove(canForce)}>
                {canForce ? t('deleteAnyway') : t('delete')}
              </Button>
            ) : null}
          </DialogActions>
        }
      >
        {inUse ? (
          <div className="space-y-3" data-testid="delete-dependents">
            <p className="font-semibold">{t(lead, { list })}</p>
            {inUse.items.length > 0 ? (
              <>
                <p>{itemsIntro ?? t('usedInList')}</p>
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
            <p className={canForce ? '' : 'font-semibold text-red-800'}>
              {canForce ? (forceWarning ?? t('forceWarning')) : (refusal ?? t('refuseAllergen'))}
            </p>
          </div>
        ) : (
          <p>{t('deleteQuestion', { name })}</p>
        )}
      </Dialog>
    </>
  );
}
