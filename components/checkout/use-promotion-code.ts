'use client';

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { ApiError, apiFetch } from '@/lib/http/fetcher';
import { readTabValue, writeTabValue } from '@/lib/browser/tab-storage';

export type CheckedPromotion = { code: string; name: string; discount_cents: number };
/** The code the customer applied, with the subtotal it was checked for. */
type Applied = CheckedPromotion & { checkedForCents: number };

type CheckResult = { ok: true; promotion: CheckedPromotion } | { ok: false; reason: string };

const RECHECK_DELAY_MS = 400;
/** The applied code outlives a reload of the checkout (a QA pass lost it), until it is removed or the order placed. */
const STORAGE_KEY = 'checkout-promotion-code';

/** The order is placed: the next checkout in this tab starts without the code. */
export function forgetAppliedPromotionCode(): void {
  writeTabValue(STORAGE_KEY, null);
}

/**
 * "Código promocional": POST /api/promotion/check {code} gives the code's
 * discount on the cart as the server has it, or a Spanish reason (422). The
 * discount depends on the subtotal, so the applied code is checked again
 * whenever the subtotal changes, and dropped with a message if it no longer
 * applies. The server checks it once more when the order is placed. A
 * reload keeps it: the code is checked again, quietly, when the page opens.
 */
export function usePromotionCode(subtotalCents: number) {
  const t = useTranslations('CheckoutPromotion');
  const [applied, setApplied] = useState<Applied | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isChecking, setChecking] = useState(false);
  // Only the newest check counts: an older answer arriving late is ignored.
  const latest = useRef(0);

  function keep(next: Applied | null) {
    setApplied(next);
    writeTabValue(STORAGE_KEY, next?.code ?? null);
  }

  async function check(code: string): Promise<CheckResult | null> {
    const call = ++latest.current;
    setChecking(true);
    try {
      const body = await apiFetch<{ data: CheckedPromotion }>('/api/promotion/check', {
        method: 'POST',
        json: { code },
      });
      return call === latest.current ? { ok: true, promotion: body.data } : null;
    } catch (caught) {
      if (call !== latest.current) return null;
      if (caught instanceof ApiError) {
        const fields = caught.body.errors ?? {};
        return { ok: false, reason: fields.promotion_code?.[0] ?? fields.code?.[0] ?? caught.message };
      }
      return { ok: false, reason: t('failed') };
    } finally {
      if (call === latest.current) setChecking(false);
    }
  }

  async function apply(input: string) {
    const code = input.trim();
    if (!code) {
      setError(t('required'));
      return;
    }
    const result = await check(code);
    if (!result) return;
    if (result.ok) {
      keep({ ...result.promotion, checkedForCents: subtotalCents });
      setError(null);
      toast.success(t('appliedToast', { code: result.promotion.code }));
    } else {
      setError(result.reason);
    }
  }

  function remove() {
    if (!applied) return;
    latest.current++;
    setChecking(false);
    toast.success(t('removed', { code: applied.code }));
    keep(null);
    setError(null);
  }

  /** The server refused the code when placing the order: it goes, with the reason. */
  function refuse(reason: string) {
    latest.current++;
    setChecking(false);
    keep(null);
    setError(reason);
  }

  const recheck = useEffectEvent(async (code: string, forCents: number, isQuiet = false) => {
    const result = await check(code);
    if (!result) return;
    if (result.ok) {
      keep({ ...result.promotion, checkedForCents: forCents });
      setError(null);
      return;
    }
    const message = t('dropped', { code, reason: result.reason });
    keep(null);
    setError(message);
    if (!isQuiet) toast.error(message);
  });

  // After a reload: the code this tab had applied, checked again for the cart as it is now.
  const restore = useEffectEvent(() => {
    const stored = readTabValue(STORAGE_KEY);
    if (stored) void recheck(stored, subtotalCents, true);
  });
  useEffect(() => {
    const timer = setTimeout(restore);
    return () => clearTimeout(timer);
  }, []);

  // The cart changed: check the code again for the new subtotal, a moment later (once the change has reached the server).
  const staleCode = applied && applied.checkedForCents !== subtotalCents ? applied.code : null;
  useEffect(() => {
    if (!staleCode) return;
    const timer = setTimeout(() => void recheck(staleCode, subtotalCents), RECHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [staleCode, subtotalCents]);

  return { applied, error, isChecking, apply, remove, refuse, clearError: () => setError(null) };
}
