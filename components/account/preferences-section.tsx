'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { ALLERGENS, PREFERENCES, type AllergenCode, type PreferenceCode } from '@/lib/vocabulary/catalogue';
import type { UserFilters } from '@/lib/users/preferences';
import { AccountSection } from './account-section';
import { FormErrorAlert } from './form-error-alert';
import { useSubmit } from '@/lib/hooks/use-submit';
import { buttonClass } from '@/components/ui/button';

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

function CheckboxGrid<T extends string>({
  legend,
  name,
  options,
  selected,
  labelOf,
  onToggle,
}: {
  legend: string;
  name: string;
  options: readonly { code: T }[];
  selected: T[];
  labelOf: (code: T) => string;
  onToggle: (code: T) => void;
}) {
  return (
    <fieldset>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {options.map(({ code }) => (
          <label
            key={code}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 py-2 ring-1 ring-line has-checked:bg-brand-soft has-checked:ring-brand"
          >
            <input
              type="checkbox"
              name={name}
              value={code}
              checked={selected.includes(code)}
              onChange={() => onToggle(code)}
              className="h-5 w-5 shrink-0 accent-brand"
            />
            <span className="min-w-0 break-words">{labelOf(code)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Alérgenos y preferencias: the filters the catalogue applies by default. */
export function PreferencesSection({ initialFilters }: { initialFilters: UserFilters }) {
  const t = useTranslations('AccountPreferences');
  const tAllergens = useTranslations('Allergens');
  const tPreferences = useTranslations('Preferences');
  const tAccount = useTranslations('Account');
  const [filters, setFilters] = useState(initialFilters);
  const { isSending, errors, send } = useSubmit();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await send<{ data: UserFilters }>(
      '/api/user/preferences',
      { method: 'PUT', json: filters },
      event.currentTarget,
    );
    if (!result.ok) return;
    setFilters(result.data.data);
    toast.success(t('saved'));
  }

  return (
    <AccountSection id="preferencias" title={t('title')} description={t('description')}>
      <form onSubmit={onSubmit} className="space-y-6">
        <FormErrorAlert errors={errors} fields={[]} />
        <CheckboxGrid<AllergenCode>
          legend={t('allergensLegend')}
          name="allergens"
          options={ALLERGENS}
          selected={filters.allergens}
          labelOf={(code) => tAllergens(code)}
          onToggle={(code) => setFilters({ ...filters, allergens: toggle(filters.allergens, code) })}
        />
        <CheckboxGrid<PreferenceCode>
          legend={t('preferencesLegend')}
          name="preferences"
          options={PREFERENCES}
          selected={filters.preferences}
          labelOf={(code) => tPreferences(code)}
          onToggle={(code) => setFilters({ ...filters, preferences: toggle(filters.preferences, code) })}
        />
        <button type="submit" disabled={isSending} className={buttonClass('primary')}>
          {isSending ? tAccount('saving') : t('save')}
        </button>
      </form>
    </AccountSection>
  );
}
