'use client';

import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { useRouter } from '@/lib/i18n/navigation';
import { apiFetch, ApiError } from '@/lib/http/fetcher';
import { NoRepeatOrderModal } from './no-repeat-order-modal';
import { CartConflictModal, MissingProductsModal } from './repeat-order-modals';
import { buttonClass } from '@/components/ui/button';

type RepeatResult = { added: string[]; missing: string[] };
type Dialog = { kind: 'missing'; missing: string[] } | { kind: 'not_repeatable' } | { kind: 'conflict' } | null;

const CART = '/detalle-del-pedido';
/** The header's cart count reads this SWR key: revalidate it once the cart changed. */
const CART_API = '/api/cart';

/**
 * "Repetir pedido": POST /api/orders/{id}/repeat puts the products still
 * available back into the cart. All of them: a toast and on to the cart; some
 * missing: name them first; none (422 order_not_repeatable): the
 * no-repeat-order modal; a cart of another restaurant (409 cart_conflict):
 * offer to empty it and try again.
 */
export function RepeatOrderButton({ orderId, align = 'start' }: { orderId: string; align?: 'start' | 'end' }) {
  const t = useTranslations('RepeatOrder');
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [isSending, setIsSending] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);

  async function repeat(): Promise<void> {
    const { data } = await apiFetch<{ data: RepeatResult }>(`/api/orders/${encodeURIComponent(orderId)}/repeat`, {
      method: 'POST',
    });
    void mutate(CART_API);
    if (data.missing.length === 0) {
      toast.success(t('added', { count: data.added.length }));
      router.push(CART);
    } else {
      setDialog({ kind: 'missing', missing: data.missing });
    }
  }

  async function run(action: () => Promise<void>) {
    setIsSending(true);
    try {
      await action();
    } catch (error) {
      if (error instanceof ApiError && error.body.code === 'order_not_repeatable')
        setDialog({ kind: 'not_repeatable' });
      else if (error instanceof ApiError && error.body.code === 'cart_conflict') setDialog({ kind: 'conflict' });
      else if (!(error instanceof ApiError && (error.status === 403 || error.status === 423))) {
        setDialog(null);
        toast.error(error instanceof ApiError ? error.message : t('networkError'));
      }
    } finally {
      setIsSending(false);
    }
  }

  const close = () => setDialog(null);

  return (
    <div className={align === 'end' ? 'sm:flex sm:flex-col sm:items-end' : undefined}>
      <button
        type="button"
        onClick={() => run(repeat)}
        disabled={isSending}
        className={`${buttonClass('primary')} w-full sm:w-auto`}
      >
        {isSending && dialog === null ? t('repeating') : t('button')}
      </button>
      <p className={`mt-2 text-sm text-muted ${align === 'end' ? 'sm:text-right' : ''}`}>{t('hint')}</p>
      <MissingProductsModal
        missing={dialog?.kind === 'missing' ? dialog.missing : null}
        onClose={close}
        onGoToCart={() => {
          close();
          router.push(CART);
        }}
      />
      <CartConflictModal
        isOpen={dialog?.kind === 'conflict'}
        isSending={isSending}
        onClose={close}
        onConfirm={() =>
          run(async () => {
            await apiFetch('/api/cart/empty', { method: 'POST' });
            void mutate(CART_API);
            await repeat();
            setDialog((current) => (current?.kind === 'conflict' ? null : current));
          })
        }
      />
      <NoRepeatOrderModal isOpen={dialog?.kind === 'not_repeatable'} onClose={close} />
    </div>
  );
}
