import type { PromotionMode } from '@/lib/admin/promotions/promotion-schema';
import type { PromotionResource } from '@/lib/admin/promotions/promotions';
import { centsFromInput, inputFromCents } from '@/lib/pricing/euros-input';
import { wholeFromInput } from '@/lib/validations/number-input';
import { DEFAULT_TIME_ZONE, instantOfLocal, localDateTimeOf } from '@/lib/restaurants/hours';
import { DELIVERY_TYPES, type DeliveryType } from '@/lib/vocabulary/catalogue';

// The promotion editor's state (what the fields hold: euros as typed, dates
// as the chain's wall clock) and the API body it becomes. Pure.

export type PromotionDraft = {
  name: string;
  description: string;
  mode: PromotionMode;
  code: string;
  kind: 'percentage' | 'fixed';
  /** "10" (per cent) or "3,00" (euros). */
  value: string;
  minSubtotal: string;
  /** "YYYY-MM-DDTHH:MM" in Madrid time, as a datetime-local field holds it; "" for none. */
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerUser: string;
  firstOrderOnly: boolean;
  active: boolean;
  deliveryTypes: DeliveryType[];
};

const fieldOf = (iso: string | null) => {
  if (!iso) return '';
  const { date, time } = localDateTimeOf(new Date(iso), DEFAULT_TIME_ZONE);
  return `${date}T${time}`;
};

export function draftOf(promotion: PromotionResource | null): PromotionDraft {
  if (!promotion)
    return {
      name: '',
      description: '',
      mode: 'code',
      code: '',
      kind: 'percentage',
      value: '',
      minSubtotal: '',
      startsAt: '',
      endsAt: '',
      maxUses: '',
      maxUsesPerUser: '1',
      firstOrderOnly: false,
      active: true,
      deliveryTypes: [...DELIVERY_TYPES],
    };
  return {
    name: promotion.name,
    description: promotion.description,
    mode: promotion.mode,
    code: promotion.code ?? '',
    kind: promotion.kind,
    value: promotion.kind === 'fixed' ? inputFromCents(promotion.value) : String(promotion.value),
    minSubtotal: promotion.min_subtotal_cents ? inputFromCents(promotion.min_subtotal_cents) : '',
    startsAt: fieldOf(promotion.starts_at),
    endsAt: fieldOf(promotion.ends_at),
    maxUses: promotion.max_uses === null ? '' : String(promotion.max_uses),
    maxUsesPerUser: promotion.max_uses_per_user === null ? '' : String(promotion.max_uses_per_user),
    firstOrderOnly: promotion.first_order_only,
    active: promotion.active,
    deliveryTypes: promotion.delivery_types,
  };
}

/** A whole number typed, or the text itself for the server to refuse in words; "" is none. */
function countOf(text: string): number | string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return wholeFromInput(trimmed);
}

/** A datetime-local value as an instant with its offset; "" is none; anything else goes as typed. */
function instantOf(text: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(text);
  if (!match) return text.trim() ? text : null;
  return instantOfLocal(match[1]!, match[2]!, DEFAULT_TIME_ZONE).toISOString().replace('Z', '+00:00');
}

/** The POST (with the mode) or PUT body. */
export function bodyOf(draft: PromotionDraft, isNew: boolean) {
  return {
    name: draft.name,
    description: draft.description,
    ...(isNew ? { mode: draft.mode } : {}),
    ...(draft.mode === 'code' ? { code: draft.code } : isNew ? { code: null } : {}),
    kind: draft.kind,
    value: draft.kind === 'fixed' ? centsFromInput(draft.value, null) : countOf(draft.value),
    min_subtotal_cents: centsFromInput(draft.minSubtotal),
    starts_at: instantOf(draft.startsAt),
    ends_at: instantOf(draft.endsAt),
    max_uses: countOf(draft.maxUses),
    max_uses_per_user: countOf(draft.maxUsesPerUser),
    first_order_only: draft.firstOrderOnly,
    active: draft.active,
    delivery_types: draft.deliveryTypes,
  };
}
