'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ALLERGENS, PREFERENCES, type AllergenCode, type PreferenceCode } from '@/lib/vocabulary/catalogue';
import { NO_FILTERS, type CatalogueFilters } from '@/lib/catalogue/filters';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** Choose allergens to avoid and lifestyle tags; mark or hide what does not fit. */
export function FiltersModal({
  isOpen,
  onClose,
  filters,
  onApply,
}: {
  isOpen: boolean;
  onClose: () => void;
  filters: CatalogueFilters;
  onApply: (filters: CatalogueFilters) => void;
}) {
  const t = useTranslations('Filters');
  const tAllergens = useTranslations('Allergens');
  const tPreferences = useTranslations('Preferences');
  const [draft, setDraft] = useState(filters);
  const [openedWith, setOpenedWith] = useState(filters);
  if (openedWith !== filters) {
    setOpenedWith(filters);
    setDraft(filters);
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('title')}
      size="lg"
      footer={
        <div className="flex flex-wrap justify-between gap-3">
          <Button variant="quiet" onClick={() => setDraft(NO_FILTERS)}>
            {t('clear')}
          </Button>
          <Button
            onClick={() => {
              onApply(draft);
              onClose();
            }}
          >
            {t('apply')}
          </Button>
        </div>
      }
    >
      <fieldset>
        <legend className="font-semibold">{t('allergensLegend')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {ALLERGENS.map(({ code }) => (
            <label key={code} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="h-5 w-5 shrink-0 accent-brand"
                checked={draft.allergens.includes(code)}
                onChange={() => setDraft({ ...draft, allergens: toggle<AllergenCode>(draft.allergens, code) })}
              />
              {tAllergens(code)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-6">
        <legend className="font-semibold">{t('preferencesLegend')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {PREFERENCES.map(({ code }) => (
            <label key={code} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="h-5 w-5 shrink-0 accent-brand"
                checked={draft.preferences.includes(code)}
                onChange={() => setDraft({ ...draft, preferences: toggle<PreferenceCode>(draft.preferences, code) })}
              />
              {tPreferences(code)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-6">
        <legend className="font-semibold">{t('mode')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(['mark', 'hide'] as const).map((mode) => (
            <label key={mode} className="flex items-center gap-2">
              <input
                type="radio"
                name="filter-mode"
                className="h-5 w-5 shrink-0 accent-brand"
                checked={draft.mode === mode}
                onChange={() => setDraft({ ...draft, mode })}
              />
              {mode === 'mark' ? t('modeMark') : t('modeHide')}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="mt-6 text-sm text-muted">{t('visitorNote')}</p>
    </Dialog>
  );
}
