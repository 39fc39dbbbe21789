'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { RestaurantResource } from '@/lib/admin/places/restaurants';
import { DELIVERY_TYPES, type DeliveryType } from '@/lib/vocabulary/catalogue';
import { buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Section } from '../catalogue/product-editor-fields';
import type { RestaurantDraft } from './restaurant-draft';
import { PostalCodeRows } from './restaurant-editor-fields';

// The restaurant editor's last three sections: delivery (costs and postal
// codes), alcohol sale hours, and table service with each type's slot capacity.

type Props = {
  restaurant: RestaurantResource | null;
  draft: RestaurantDraft;
  update: (patch: Partial<RestaurantDraft>) => void;
  /** The first error of a field, the euro fields' own message, a postal code line's, a type's capacity's. */
  first: (field: string) => string | undefined;
  errorOf: (field: string) => string | undefined;
  postalCodeError: (index: number) => string | undefined;
  capacityError: (type: DeliveryType) => string | undefined;
};

export function DeliveryAlcoholService({
  restaurant,
  draft,
  update,
  first,
  errorOf,
  postalCodeError,
  capacityError,
}: Props) {
  const t = useTranslations('PlacesAdmin.editor');
  return (
    <>
      <Section title={t('delivery')} hint={t('deliveryHint')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            id="restaurant-shipping"
            label={t('shippingCost')}
            isRequired
            inputMode="decimal"
            autoComplete="off"
            value={draft.shippingCost}
            onChange={(event) => update({ shippingCost: event.target.value })}
            error={errorOf('shipping_cost_cents')}
          />
          <TextField
            id="restaurant-minimum"
            label={t('minimumOrder')}
            isRequired
            inputMode="decimal"
            autoComplete="off"
            value={draft.minimumOrder}
            onChange={(event) => update({ minimumOrder: event.target.value })}
            error={errorOf('minimum_order_cents')}
          />
          <TextField
            id="restaurant-surcharge"
            label={t('surcharge')}
            isRequired
            inputMode="decimal"
            autoComplete="off"
            value={draft.minimumOrderSurcharge}
            onChange={(event) => update({ minimumOrderSurcharge: event.target.value })}
            error={errorOf('minimum_order_surcharge_cents')}
          />
        </div>
        <p className="text-sm text-muted">{t('surchargeHint')}</p>
        <div>
          <h2 className="font-semibold">{t('postalCodes')}</h2>
          <p className="mb-2 text-sm text-muted">{t('postalCodesHint')}</p>
          {first('postal_codes') ? <p className="mb-2 font-semibold text-red-700">{first('postal_codes')}</p> : null}
          <PostalCodeRows
            rows={draft.postalCodes}
            onChange={(postalCodes) => update({ postalCodes })}
            errorOf={postalCodeError}
          />
        </div>
      </Section>

      <Section title={t('alcohol')} hint={t('alcoholHint')}>
        <div className="grid max-w-md grid-cols-2 gap-4">
          <TextField
            id="restaurant-alcohol-from"
            label={t('alcoholFrom')}
            type="time"
            value={draft.alcoholFrom}
            onChange={(event) => update({ alcoholFrom: event.target.value })}
            error={errorOf('alcohol_sale_from')}
          />
          <TextField
            id="restaurant-alcohol-to"
            label={t('alcoholTo')}
            type="time"
            value={draft.alcoholTo}
            onChange={(event) => update({ alcoholTo: event.target.value })}
            error={errorOf('alcohol_sale_to')}
          />
        </div>
      </Section>

      <Section title={t('service')}>
        <div className="max-w-xs">
          <TextField
            id="restaurant-tables"
            label={t('tables')}
            inputMode="numeric"
            autoComplete="off"
            value={draft.tables}
            onChange={(event) => update({ tables: event.target.value })}
            error={errorOf('max_table_number')}
            hint={t('tablesHint')}
          />
        </div>
        {restaurant && restaurant.active && restaurant.max_table_number > 0 ? (
          <Link
            href={{ pathname: '/admin/mesas', query: { restaurante: restaurant.slug } }}
            className={buttonClass('secondary')}
          >
            {t('qrLink')}
          </Link>
        ) : null}
        <div>
          <h2 className="font-semibold">{t('slotCapacity')}</h2>
          <p className="mb-2 text-sm text-muted">{t('slotCapacityHint')}</p>
          {first('slot_capacity') ? <p className="mb-2 font-semibold text-red-700">{first('slot_capacity')}</p> : null}
          <div className="grid gap-4 sm:grid-cols-3">
            {DELIVERY_TYPES.map((type) => (
              <TextField
                key={type}
                id={`restaurant-capacity-${type}`}
                label={t('slotCapacityOf', { type: t(`deliveryType.${type}`) })}
                inputMode="numeric"
                autoComplete="off"
                placeholder={t('noLimit')}
                value={draft.slotCapacity[type]}
                onChange={(event) => update({ slotCapacity: { ...draft.slotCapacity, [type]: event.target.value } })}
                error={capacityError(type)}
              />
            ))}
          </div>
        </div>
      </Section>
    </>
  );
}
