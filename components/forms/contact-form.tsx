'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { useSubmit } from '@/lib/hooks/use-submit';
import type { ContactKind } from '@/lib/validations/contact';
import { AppLink } from '@/components/ui/app-link';
import { FormAlert, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { Button } from '@/components/ui/button';

const POSITIONS = ['kitchen', 'floor', 'rider', 'manager', 'other'] as const;
const SENT_NAMESPACE = {
  work_with_us: 'WorkWithUsForm',
  suggestion: 'SuggestionsForm',
  complaint: 'ComplaintsForm',
} as const;

type Restaurant = { id: number; label: string };

/** The work-with-us, suggestions and complaints forms; what is sent is stored. */
export function ContactForm({ kind, restaurants }: { kind: ContactKind; restaurants: Restaurant[] }) {
  const t = useTranslations('Forms');
  const tWork = useTranslations('WorkWithUsForm');
  const tComplaint = useTranslations('ComplaintsForm');
  const tKind = useTranslations(SENT_NAMESPACE[kind]);
  const { isSending, alert, errorOf, send } = useSubmit();
  const [sentId, setSentId] = useState<number | null>(null);
  const isPhoneRequired = kind !== 'suggestion';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form));
    setSentId(null);
    const result = await send<{ data: { id: number } }>(
      '/api/contact',
      { method: 'POST', json: { ...data, kind, privacyAccepted: data.privacyAccepted === 'on' } },
      form,
    );
    if (!result.ok) return;
    form.reset();
    setSentId(result.data.data.id);
    toast.success(tKind('sent', { id: result.data.data.id }));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-2xl bg-white p-6 ring-1 ring-line">
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {sentId !== null ? (
        <p role="status" className="rounded-lg bg-green-50 px-4 py-3 font-medium text-green-900">
          {tKind('sent', { id: sentId })}
        </p>
      ) : null}
      <p className="text-sm text-muted">{t('requiredHint')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="name" label={t('name')} autoComplete="name" isRequired error={errorOf('name')} />
        <TextField
          id="email"
          label={t('email')}
          type="email"
          autoComplete="email"
          isRequired
          error={errorOf('email')}
        />
        <TextField
          id="phone"
          label={isPhoneRequired ? t('phone') : t('phoneOptional')}
          type="tel"
          autoComplete="tel"
          isRequired={isPhoneRequired}
          error={errorOf('phone')}
        />
        <SelectField id="restaurantId" label={t('restaurantOptional')} error={errorOf('restaurantId')} defaultValue="">
          <option value="">{t('anyRestaurant')}</option>
          {restaurants.map((restaurant) => (
            <option key={restaurant.id} value={restaurant.id}>
              {restaurant.label}
            </option>
          ))}
        </SelectField>
        {kind === 'work_with_us' ? (
          <SelectField id="position" label={tWork('position')} isRequired error={errorOf('position')} defaultValue="">
            <option value="" disabled>
              —
            </option>
            {POSITIONS.map((position) => (
              <option key={position} value={tWork(`positions.${position}`)}>
                {tWork(`positions.${position}`)}
              </option>
            ))}
          </SelectField>
        ) : null}
        {kind === 'complaint' ? (
          <TextField id="orderNumber" label={tComplaint('orderNumber')} error={errorOf('orderNumber')} />
        ) : null}
      </div>
      <TextAreaField id="message" label={tKind('message')} isRequired error={errorOf('message')} />
      <div>
        <div className="flex items-start gap-3">
          <input
            id="privacyAccepted"
            name="privacyAccepted"
            type="checkbox"
            required
            aria-invalid={errorOf('privacyAccepted') ? true : undefined}
            aria-describedby={errorOf('privacyAccepted') ? 'privacyAccepted-error' : undefined}
            className="mt-1 h-5 w-5 shrink-0 accent-brand"
          />
          <label htmlFor="privacyAccepted">
            {t('privacy')}{' '}
            <AppLink href="/privacidad" className="text-brand underline">
              {t('privacyLink')}
            </AppLink>
          </label>
        </div>
        {errorOf('privacyAccepted') ? (
          <p id="privacyAccepted-error" className="mt-1 text-sm text-red-700">
            {errorOf('privacyAccepted')}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" isBusy={isSending} busyLabel={t('sending')}>
        {t('send')}
      </Button>
    </form>
  );
}
