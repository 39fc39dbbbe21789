'use client';

import { useTranslations } from 'next-intl';
import type { RestaurantChoice } from '@/lib/admin/people';
import { ROLES, type Role } from '@/lib/admin/people-query';

type Props = {
  /** Keeps ids unique when two forms are on the page (the list's dialog and a person's page). */
  prefix: string;
  restaurants: RestaurantChoice[];
  role: Role;
  onRoleChange: (role: Role) => void;
  selected: number[];
  onSelectedChange: (ids: number[]) => void;
  /** The field's first error from a 422 (`role`, `restaurant_ids`, `restaurant_ids.0`…). */
  errorOf: (field: string) => string | undefined;
  /** The manager's own account: stepping down loses this page. */
  isSelf?: boolean;
};

/**
 * A person's role (three radios, each saying what it allows) and, for staff,
 * the restaurants they run (checkboxes of the chain's restaurants by city).
 */
export function PersonRoleFields({
  prefix,
  restaurants,
  role,
  onRoleChange,
  selected,
  onSelectedChange,
  errorOf,
  isSelf = false,
}: Props) {
  const t = useTranslations('PeopleAdmin');
  const roleError = errorOf('role');
  const restaurantError =
    errorOf('restaurant_ids') ?? restaurants.map((_, index) => errorOf(`restaurant_ids.${index}`)).find(Boolean);
  const toggle = (id: number, on: boolean) =>
    onSelectedChange(on ? [...selected.filter((other) => other !== id), id] : selected.filter((other) => other !== id));

  return (
    <>
      <fieldset aria-describedby={roleError ? `${prefix}-role-error` : undefined}>
        <legend className="font-medium">{t('form.role')}</legend>
        <div className="mt-2 space-y-1">
          {ROLES.map((option) => (
            <label
              key={option}
              className="flex min-h-11 items-start gap-3 rounded-lg px-2 py-2 hover:bg-cream has-[:checked]:bg-brand-soft"
            >
              <input
                type="radio"
                name={`${prefix}-role`}
                value={option}
                checked={role === option}
                onChange={() => onRoleChange(option)}
                aria-describedby={`${prefix}-role-${option}-hint`}
                className="mt-0.5 h-5 w-5 shrink-0 accent-brand"
              />
              <span>
                <span className="block font-semibold">{t(`roles.${option}`)}</span>
                <span id={`${prefix}-role-${option}-hint`} className="block text-sm text-muted">
                  {t(`roleDescriptions.${option}`)}
                </span>
              </span>
            </label>
          ))}
        </div>
        {roleError ? (
          <p id={`${prefix}-role-error`} className="mt-1 text-sm text-red-700">
            {roleError}
          </p>
        ) : null}
        {isSelf && role !== 'manager' ? (
          <p className="mt-2 text-sm font-semibold text-red-800">{t('form.selfRoleWarning')}</p>
        ) : null}
      </fieldset>

      {role === 'manager' ? <p className="text-sm text-muted">{t('form.managerHint')}</p> : null}

      {/* Kept mounted (hidden) while another role is chosen, so the ticks come back with "Personal". */}
      <fieldset hidden={role !== 'staff'} aria-describedby={`${prefix}-restaurants-hint`}>
        <legend className="font-medium">{t('form.restaurants')}</legend>
        <p id={`${prefix}-restaurants-hint`} className="text-sm text-muted">
          {t('form.restaurantsHint')}
        </p>
        <div className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
          {restaurants.map((restaurant) => (
            <label key={restaurant.id} className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-cream">
              <input
                type="checkbox"
                name={`${prefix}-restaurants`}
                value={restaurant.id}
                checked={selected.includes(restaurant.id)}
                onChange={(event) => toggle(restaurant.id, event.target.checked)}
                className="h-5 w-5 shrink-0 accent-brand"
              />
              <span>
                {restaurant.active ? restaurant.name : t('form.inactiveRestaurant', { name: restaurant.name })}
                <span className="block text-xs text-muted">{restaurant.city}</span>
              </span>
            </label>
          ))}
        </div>
        {restaurantError ? <p className="mt-1 text-sm text-red-700">{restaurantError}</p> : null}
        {role === 'staff' && selected.length === 0 && !restaurantError ? (
          <p className="mt-1 text-sm font-semibold text-amber-900">{t('form.noRestaurantWarning')}</p>
        ) : null}
      </fieldset>
    </>
  );
}
