'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/toast';
import { PROMOTION_MODES } from '@/lib/admin/promotions/promotion-schema';
import type { PromotionResource } from '@/lib/admin/promotions/promotions';
import { DELIVERY_TYPES } from '@/lib/vocabulary/catalogue';
import { apiFetch } from '@/lib/http/fetcher';
import { useSubmit } from '@/lib/hooks/use-submit';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { FormErrorAlert } from '@/components/account/form-error-alert';
import { Check, Section } from '../catalogue/product-editor-fields';
import { toggle } from '../catalogue/product-draft';
import { bodyOf, draftOf, type PromotionDraft } from './promotion-draft';

export const PROMOTIONS_API = '/api/admin/promotions';

/** Fields shown beside their input; the errors of the others are listed at the top. */
const INLINE_FIELDS = [
  'name',
  'description',
  'code',
  'value',
  'min_subtotal_cents',
  'starts_at',
  'ends_at',
  'max_uses',
  'max_uses_per_user',
  'delivery_types',
];

/**
 * The promotion editor (issue 14, scope 5): how customers get it (chosen once),
 * what it takes off, and every condition: minimum order, dates, uses, first
 * order only, delivery types.
 */
export function PromotionForm({ promotion }: { promotion: PromotionResource | null }) {
  const t = useTranslations('PromotionsAdmin');
  const tForms = useTranslations('Forms');
  const router = useRouter();
  const [draft, setDraft] = useState<PromotionDraft>(() => draftOf(promotion));
  const { isSending, errors, errorOf, submit } = useSubmit();
  const alertRef = useRef<HTMLDivElement>(null);
  const update = (patch: Partial<PromotionDraft>) => setDraft((current) => ({ ...current, ...patch }));

  useEffect(() => {
    if (errors && !Object.keys(errors).some((field) => INLINE_FIELDS.includes(field))) alertRef.current?.focus();
  }, [errors]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await submit(
      () =>
        apiFetch<{ data: PromotionResource }>(promotion ? `${PROMOTIONS_API}/${promotion.id}` : PROMOTIONS_API, {
          method: promotion ? 'PUT' : 'POST',
          json: bodyOf(draft, !promotion),
        }),
      form,
    );
    if (!result.ok) return;
    const saved = result.data.data;
    toast.success(t(promotion ? 'saved' : 'created', { name: saved.name }));
    if (promotion) {
      setDraft(draftOf(saved));
      router.refresh();
    } else {
      router.replace(`/admin/promociones/${saved.id}`);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-6">
      <div ref={alertRef} tabIndex={-1} className="outline-none">
        <FormErrorAlert errors={errors} fields={INLINE_FIELDS} />
      </div>

      <Section title={t('form.what')}>
        <TextField
          id="promotion-name"
          label={t('form.name')}
          isRequired
          maxLength={80}
          autoComplete="off"
          value={draft.name}
          onChange={(event) => update({ name: event.target.value })}
          error={errorOf('name')}
        />
        <TextAreaField
          id="promotion-description"
          label={t('form.description')}
          rows={2}
          maxLength={300}
          value={draft.description}
          onChange={(event) => update({ description: event.target.value })}
          error={errorOf('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="promotion-kind"
            label={t('form.kind')}
            value={draft.kind}
            onChange={(event) => update({ kind: event.target.value as PromotionDraft['kind'], value: '' })}
          >
            <option value="percentage">{t('kinds.percentage')}</option>
            <option value="fixed">{t('kinds.fixed')}</option>
          </SelectField>
          <TextField
            id="promotion-value"
            label={draft.kind === 'percentage' ? t('form.percentage') : t('form.amount')}
            isRequired
            inputMode={draft.kind === 'percentage' ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={draft.value}
            onChange={(event) => update({ value: event.target.value })}
            error={errorOf('value')}
          />
        </div>
        <Check label={t('form.active')} checked={draft.active} onChange={(active) => update({ active })} />
      </Section>

      <Section title={t('form.how')} hint={promotion ? t('form.modeFixed') : undefined}>
        <fieldset>
          <legend className="sr-only">{t('form.how')}</legend>
          {PROMOTION_MODES.map((mode) => (
            <label key={mode} className="flex min-h-11 items-start gap-3 py-1">
              <input
                type="radio"
                name="promotion-mode"
                value={mode}
                checked={draft.mode === mode}
                disabled={!!promotion}
                onChange={() => update({ mode })}
                className="mt-1 h-5 w-5 shrink-0 accent-brand"
              />
              <span>
                <span className="font-semibold">{t(`modes.${mode}`)}</span>
                <span className="block text-sm text-muted">{t(`modeHints.${mode}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {draft.mode === 'code' ? (
          <TextField
            id="promotion-code"
            label={t('form.code')}
            isRequired
            maxLength={30}
            autoComplete="off"
            value={draft.code}
            onChange={(event) => update({ code: event.target.value.toUpperCase() })}
            error={errorOf('code')}
          />
        ) : null}
      </Section>

      <Section title={t('form.conditions')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="promotion-minimum"
            label={t('form.minimum')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0,00"
            value={draft.minSubtotal}
            onChange={(event) => update({ minSubtotal: event.target.value })}
            error={errorOf('min_subtotal_cents')}
          />
          <div />
          <TextField
            id="promotion-starts"
            type="datetime-local"
            label={t('form.startsAt')}
            value={draft.startsAt}
            onChange={(event) => update({ startsAt: event.target.value })}
            error={errorOf('starts_at')}
          />
          <TextField
            id="promotion-ends"
            type="datetime-local"
            label={t('form.endsAt')}
            value={draft.endsAt}
            onChange={(event) => update({ endsAt: event.target.value })}
            error={errorOf('ends_at')}
          />
          <TextField
            id="promotion-max-uses"
            label={t('form.maxUses')}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('form.unlimited')}
            value={draft.maxUses}
            onChange={(event) => update({ maxUses: event.target.value })}
            error={errorOf('max_uses')}
          />
          <TextField
            id="promotion-max-per-user"
            label={t('form.maxUsesPerUser')}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('form.unlimited')}
            value={draft.maxUsesPerUser}
            onChange={(event) => update({ maxUsesPerUser: event.target.value })}
            error={errorOf('max_uses_per_user')}
          />
        </div>
        <p className="text-sm text-muted">{t('form.timeZoneHint')}</p>
        <Check
          label={t('form.firstOrderOnly')}
          checked={draft.firstOrderOnly}
          onChange={(firstOrderOnly) => update({ firstOrderOnly })}
        />
        <fieldset aria-describedby={errorOf('delivery_types') ? 'promotion-types-error' : undefined}>
          <legend className="font-medium">{t('form.deliveryTypes')}</legend>
          <div className="flex flex-wrap gap-x-6">
            {DELIVERY_TYPES.map((type) => (
              <Check
                key={type}
                label={t(`deliveryTypes.${type}`)}
                checked={draft.deliveryTypes.includes(type)}
                onChange={(on) => update({ deliveryTypes: toggle(draft.deliveryTypes, type, on) })}
              />
            ))}
          </div>
          {errorOf('delivery_types') ? (
            <p id="promotion-types-error" className="text-sm text-red-700">
              {errorOf('delivery_types')}
            </p>
          ) : null}
        </fieldset>
      </Section>

      <div className="flex flex-wrap justify-end gap-3">
        <Button type="submit" disabled={isSending}>
          {isSending ? tForms('sending') : promotion ? t('save') : t('create')}
        </Button>
      </div>
    </form>
  );
}
