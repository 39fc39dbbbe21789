'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/toast';
import type { RestaurantResource } from '@/lib/admin/places/restaurants';
import type { DeliveryType } from '@/lib/vocabulary/catalogue';
import { apiFetch } from '@/lib/http/fetcher';
import { useSubmit } from '@/lib/hooks/use-submit';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { FormErrorAlert } from '@/components/account/form-error-alert';
import { Check, Section } from '../catalogue/product-editor-fields';
import {
  bodyOf,
  bodyOrigins,
  draftOf,
  isBadEuros,
  TIME_ZONES,
  type RestaurantDraft,
  type Weekday,
} from './restaurant-draft';
import { HoursEditor } from './restaurant-editor-fields';
import { DeliveryAlcoholService } from './restaurant-editor-sections';
import { SaveBar } from '@/components/admin/save-bar';

/** Fields shown beside their input; the errors of any other are listed at the top. */
const SCALAR_FIELDS = [
  'name',
  'commercial_name',
  'slug',
  'city_id',
  'address',
  'postal_code',
  'phone',
  'email',
  'time_zone',
  'sort_order',
  'shipping_cost_cents',
  'minimum_order_cents',
  'minimum_order_surcharge_cents',
  'alcohol_sale_from',
  'alcohol_sale_to',
  'max_table_number',
  'hours',
  'postal_codes',
  'slot_capacity',
];
const LIST_FIELD =
  /^(hours\.\d+\.(opens_at|closes_at|weekday|delivery_type)|postal_codes\.\d+\.(postal_code|shipping_cost_cents)|slot_capacity\.\d+\.max_orders)$/;

/** Euro fields: when what was typed is no amount, the server can only say "in cents"; this says how to type it. */
const EURO_FIELDS = {
  shipping_cost_cents: 'shippingCost',
  minimum_order_cents: 'minimumOrder',
  minimum_order_surcharge_cents: 'minimumOrderSurcharge',
} as const satisfies Record<string, keyof RestaurantDraft>;

type Props = {
  restaurant: RestaurantResource | null;
  cities: { id: number; name: string }[];
  /** Staff edit the restaurants they are bound to but never move one to another city. */
  runsWholeChain: boolean;
};

/**
 * The restaurant editor (issue 14, scope 4): its details, the week's shifts
 * of each delivery type, where it delivers and at what price, the hours of
 * alcohol sale, its tables and how many orders a slot takes.
 */
export function RestaurantEditor({ restaurant, cities, runsWholeChain }: Props) {
  const t = useTranslations('PlacesAdmin.editor');
  const tForms = useTranslations('Forms');
  const router = useRouter();
  const [draft, setDraft] = useState<RestaurantDraft>(() => draftOf(restaurant));
  // Where the lines of the last body sent came from: its 422 names lines by their place in it.
  const [sent, setSent] = useState(() => bodyOrigins(draft));
  const { isSending, errors, submit } = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const update = (patch: Partial<RestaurantDraft>) => setDraft((current) => ({ ...current, ...patch }));

  useEffect(() => {
    // An error shown beside its field takes the focus there (useSubmit); any other, the list at the top.
    if (errors && !formRef.current?.querySelector('[aria-invalid="true"]')) alertRef.current?.focus();
  }, [errors]);

  const first = (field: string) => errors?.[field]?.[0];
  const errorOf = (field: string) => {
    const message = first(field);
    const euros = EURO_FIELDS[field as keyof typeof EURO_FIELDS];
    return message && euros && isBadEuros(draft[euros]) ? t('badEuros') : message;
  };
  const shiftError = (type: DeliveryType, weekday: Weekday, index: number) => {
    const at = sent.hours.findIndex((line) => line.type === type && line.weekday === weekday && line.index === index);
    if (at < 0) return undefined;
    return ['opens_at', 'closes_at', 'weekday', 'delivery_type']
      .map((field) => first(`hours.${at}.${field}`))
      .filter(Boolean)
      .join(' ');
  };
  const postalCodeError = (index: number) => {
    const at = sent.postalCodes.indexOf(index);
    if (at < 0) return undefined;
    const cost = first(`postal_codes.${at}.shipping_cost_cents`);
    const costMessage = cost && isBadEuros(draft.postalCodes[index]?.shippingCost ?? '') ? t('badEuros') : cost;
    return [first(`postal_codes.${at}.postal_code`), costMessage].filter(Boolean).join(' ') || undefined;
  };
  const capacityError = (type: DeliveryType) => {
    const at = sent.slotCapacity.indexOf(type);
    return at < 0 ? undefined : first(`slot_capacity.${at}.max_orders`);
  };
  const shownInline = Object.keys(errors ?? {}).filter(
    (field) => SCALAR_FIELDS.includes(field) || LIST_FIELD.test(field),
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSent(bodyOrigins(draft));
    const result = await submit(
      () =>
        apiFetch<{ data: RestaurantResource }>(
          restaurant ? `/api/admin/restaurants/${restaurant.id}` : '/api/admin/restaurants',
          { method: restaurant ? 'PUT' : 'POST', json: bodyOf(draft) },
        ),
      form,
    );
    if (!result.ok) return;
    const saved = result.data.data;
    toast.success(
      restaurant ? t('saved', { name: saved.commercial_name }) : t('created', { name: saved.commercial_name }),
    );
    if (restaurant) {
      setDraft(draftOf(saved));
      router.refresh();
    } else {
      router.replace(`/admin/restaurantes/${saved.id}`);
    }
  }

  const zones: readonly string[] = TIME_ZONES.includes(draft.timeZone as (typeof TIME_ZONES)[number])
    ? TIME_ZONES
    : [...TIME_ZONES, draft.timeZone];

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-6 space-y-6">
      <div ref={alertRef} tabIndex={-1} className="outline-none">
        <FormErrorAlert errors={errors} fields={shownInline} />
      </div>
      <p className="text-sm text-muted">{tForms('requiredHint')}</p>

      <Section title={t('basics')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="restaurant-commercial-name"
            label={t('commercialName')}
            isRequired
            maxLength={80}
            autoComplete="off"
            value={draft.commercialName}
            onChange={(event) => update({ commercialName: event.target.value })}
            error={errorOf('commercial_name')}
            hint={t('commercialNameHint')}
          />
          <TextField
            id="restaurant-name"
            label={t('name')}
            isRequired
            maxLength={80}
            autoComplete="off"
            value={draft.name}
            onChange={(event) => update({ name: event.target.value })}
            error={errorOf('name')}
            hint={t('nameHint')}
          />
          <SelectField
            id="restaurant-city"
            label={t('city')}
            isRequired
            value={draft.cityId}
            disabled={!runsWholeChain && restaurant !== null}
            onChange={(event) => update({ cityId: event.target.value })}
            error={errorOf('city_id')}
            hint={runsWholeChain ? undefined : t('cityLocked')}
          >
            <option value="">{t('chooseCity')}</option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </SelectField>
          <TextField
            id="restaurant-slug"
            label={t('slug')}
            maxLength={80}
            autoComplete="off"
            value={draft.slug}
            onChange={(event) => update({ slug: event.target.value })}
            error={errorOf('slug')}
            hint={t('slugHint')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <TextField
            id="restaurant-address"
            label={t('address')}
            isRequired
            maxLength={200}
            autoComplete="off"
            value={draft.address}
            onChange={(event) => update({ address: event.target.value })}
            error={errorOf('address')}
          />
          <TextField
            id="restaurant-postal-code"
            label={t('postalCode')}
            isRequired
            inputMode="numeric"
            maxLength={5}
            autoComplete="off"
            value={draft.postalCode}
            onChange={(event) => update({ postalCode: event.target.value })}
            error={errorOf('postal_code')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="restaurant-phone"
            label={t('phone')}
            isRequired
            type="tel"
            autoComplete="off"
            value={draft.phone}
            onChange={(event) => update({ phone: event.target.value })}
            error={errorOf('phone')}
          />
          <TextField
            id="restaurant-email"
            label={t('email')}
            type="email"
            maxLength={190}
            autoComplete="off"
            value={draft.email}
            onChange={(event) => update({ email: event.target.value })}
            error={errorOf('email')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="restaurant-time-zone"
            label={t('timeZone')}
            value={draft.timeZone}
            onChange={(event) => update({ timeZone: event.target.value })}
            error={errorOf('time_zone')}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone === 'Europe/Madrid'
                  ? t('timeZones.madrid')
                  : zone === 'Atlantic/Canary'
                    ? t('timeZones.canary')
                    : zone === 'Africa/Ceuta'
                      ? t('timeZones.ceuta')
                      : zone}
              </option>
            ))}
          </SelectField>
          <TextField
            id="restaurant-sort"
            label={t('sortOrder')}
            inputMode="numeric"
            autoComplete="off"
            value={draft.sortOrder}
            disabled={!runsWholeChain && restaurant !== null}
            onChange={(event) => update({ sortOrder: event.target.value })}
            error={errorOf('sort_order')}
            hint={runsWholeChain ? t('sortOrderHint') : `${t('sortOrderHint')} ${t('sortOrderLocked')}`}
          />
        </div>
        <Check label={t('active')} checked={draft.active} onChange={(active) => update({ active })} />
      </Section>

      <Section title={t('hours')} hint={t('hoursHint')}>
        {first('hours') ? (
          <p id="restaurant-hours-error" className="font-semibold text-red-700">
            {first('hours')}
          </p>
        ) : null}
        <HoursEditor hours={draft.hours} onChange={(hours) => update({ hours })} errorOf={shiftError} />
      </Section>

      <DeliveryAlcoholService
        restaurant={restaurant}
        draft={draft}
        update={update}
        first={first}
        errorOf={errorOf}
        postalCodeError={postalCodeError}
        capacityError={capacityError}
      />

      <SaveBar>
        <Button type="submit" isBusy={isSending} busyLabel={tForms('sending')}>
          {t('save')}
        </Button>
      </SaveBar>
    </form>
  );
}
