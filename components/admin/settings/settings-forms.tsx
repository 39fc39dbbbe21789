'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/toast';
import type { SettingsResource, StationSetting } from '@/lib/admin/settings';
import { COMPANY_FIELDS, SOCIAL_IDS } from '@/lib/settings/company-fields';
import { COMMUNITY_CODES, COMMUNITY_NAMES } from '@/lib/site/complaint-sheets';
import { PRODUCT_CATEGORIES } from '@/lib/vocabulary/catalogue';
import { centsFromInput, inputFromCents } from '@/lib/pricing/euros-input';
import { useSubmit } from '@/lib/hooks/use-submit';
import { Button } from '@/components/ui/button';
import { FormAlert, TextAreaField, TextField } from '@/components/ui/field';
import { Check, Section } from '../catalogue/product-editor-fields';
import { toggle } from '../catalogue/product-draft';

const API = '/api/admin/settings';

/** One section of the settings, saved on its own: its fields, its errors, its button. */
function SettingsSection({
  title,
  hint,
  section,
  body,
  children,
}: {
  title: string;
  hint?: string;
  section: keyof SettingsResource;
  body: () => unknown;
  children: (errorOf: (field: string) => string | undefined) => ReactNode;
}) {
  const t = useTranslations('SettingsAdmin');
  const tForms = useTranslations('Forms');
  const router = useRouter();
  const { isSending, alert, errorOf, send } = useSubmit();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await send(API, { method: 'PUT', json: { [section]: body() } }, event.currentTarget);
    if (!result.ok) return;
    toast.success(t('saved', { section: title }));
    router.refresh();
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Section title={title} hint={hint}>
        {alert ? <FormAlert>{errorOf(section) ?? alert}</FormAlert> : null}
        {children((field) => errorOf(`${section}.${field}`))}
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" disabled={isSending}>
            {isSending ? tForms('sending') : t('save')}
          </Button>
        </div>
      </Section>
    </form>
  );
}

/**
 * The chain's settings (issue 14, scope 5): the loyalty card's amounts, the
 * company data the legal pages print, the social links, the kitchen
 * display's stations and the complaint-sheet notices (issue 16), each
 * section saved on its own.
 */
export function SettingsForms({ settings }: { settings: SettingsResource }) {
  const t = useTranslations('SettingsAdmin');
  const tCategories = useTranslations('CatalogueAdmin.categories');
  const [loyalty, setLoyalty] = useState({
    min: inputFromCents(settings.loyalty.min_subtotal_cents),
    cap: inputFromCents(settings.loyalty.discount_cap_cents),
  });
  const [company, setCompany] = useState(settings.company);
  const [social, setSocial] = useState(settings.social_links);
  const [stations, setStations] = useState<StationSetting[]>(settings.kitchen_stations);
  const [complaintSheets, setComplaintSheets] = useState(settings.complaint_sheets);
  const communities = COMMUNITY_CODES.filter((code) => code in complaintSheets);
  const setStation = (index: number, patch: Partial<StationSetting>) =>
    setStations((current) => current.map((station, at) => (at === index ? { ...station, ...patch } : station)));

  return (
    <div className="mt-6 space-y-6">
      <SettingsSection
        title={t('loyalty.title')}
        hint={t('loyalty.hint')}
        section="loyalty"
        body={() => ({
          min_subtotal_cents: centsFromInput(loyalty.min),
          discount_cap_cents: centsFromInput(loyalty.cap),
        })}
      >
        {(errorOf) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="loyalty-min"
              label={t('loyalty.min')}
              inputMode="decimal"
              value={loyalty.min}
              onChange={(event) => setLoyalty({ ...loyalty, min: event.target.value })}
              error={errorOf('min_subtotal_cents')}
            />
            <TextField
              id="loyalty-cap"
              label={t('loyalty.cap')}
              inputMode="decimal"
              value={loyalty.cap}
              onChange={(event) => setLoyalty({ ...loyalty, cap: event.target.value })}
              error={errorOf('discount_cap_cents')}
            />
          </div>
        )}
      </SettingsSection>

      <SettingsSection title={t('company.title')} hint={t('company.hint')} section="company" body={() => company}>
        {(errorOf) => (
          <div className="grid gap-4 sm:grid-cols-2">
            {COMPANY_FIELDS.map((field) => (
              <TextField
                key={field}
                id={`company-${field}`}
                label={t(`company.fields.${field}`)}
                isRequired
                type={field.endsWith('email') ? 'email' : 'text'}
                value={company[field]}
                onChange={(event) => setCompany({ ...company, [field]: event.target.value })}
                error={errorOf(field)}
              />
            ))}
          </div>
        )}
      </SettingsSection>

      <SettingsSection title={t('social.title')} hint={t('social.hint')} section="social_links" body={() => social}>
        {(errorOf) => (
          <div className="grid gap-4 sm:grid-cols-3">
            {SOCIAL_IDS.map((id) => (
              <TextField
                key={id}
                id={`social-${id}`}
                type="url"
                label={t(`social.${id}`)}
                placeholder="https://"
                value={social[id]}
                onChange={(event) => setSocial({ ...social, [id]: event.target.value })}
                error={errorOf(id)}
              />
            ))}
          </div>
        )}
      </SettingsSection>

      <SettingsSection
        title={t('stations.title')}
        hint={t('stations.hint')}
        section="kitchen_stations"
        body={() => stations}
      >
        {(errorOf) => (
          <>
            <ol className="space-y-4">
              {stations.map((station, index) => (
                <li key={index} className="rounded-xl p-3 ring-1 ring-line">
                  <div className="flex flex-wrap items-end gap-3">
                    <div className="grow">
                      <TextField
                        id={`station-${index}-name`}
                        label={t('stations.name', { number: index + 1 })}
                        maxLength={40}
                        value={station.name}
                        onChange={(event) => setStation(index, { name: event.target.value })}
                        error={errorOf(`${index}.name`)}
                      />
                    </div>
                    <Button
                      variant="ghost"
                      className="text-red-800"
                      disabled={stations.length === 1}
                      onClick={() => setStations((current) => current.filter((_, at) => at !== index))}
                      aria-label={t('stations.removeNamed', { name: station.name || String(index + 1) })}
                    >
                      {t('stations.remove')}
                    </Button>
                  </div>
                  <fieldset className="mt-2">
                    <legend className="text-sm font-semibold">{t('stations.categories')}</legend>
                    <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
                      {PRODUCT_CATEGORIES.map((category) => (
                        <Check
                          key={category}
                          label={tCategories(category)}
                          checked={station.categories.includes(category)}
                          onChange={(on) => setStation(index, { categories: toggle(station.categories, category, on) })}
                        />
                      ))}
                    </div>
                    {errorOf(`${index}.categories`) ? (
                      <p className="text-sm text-red-700">{errorOf(`${index}.categories`)}</p>
                    ) : null}
                  </fieldset>
                </li>
              ))}
            </ol>
            <p className="text-sm text-muted">{t('stations.firstTakesRest')}</p>
            <Button
              variant="secondary"
              disabled={stations.length >= 8}
              onClick={() => setStations((current) => [...current, { name: '', categories: [] }])}
            >
              {t('stations.add')}
            </Button>
          </>
        )}
      </SettingsSection>

      <SettingsSection
        title={t('complaintSheets.title')}
        hint={t('complaintSheets.hint')}
        section="complaint_sheets"
        body={() => complaintSheets}
      >
        {(errorOf) =>
          communities.length ? (
            <div className="space-y-4">
              {communities.map((code) => (
                <TextAreaField
                  key={code}
                  id={`complaint-sheets-${code}`}
                  label={COMMUNITY_NAMES[code]}
                  rows={4}
                  maxLength={600}
                  value={complaintSheets[code] ?? ''}
                  onChange={(event) => setComplaintSheets({ ...complaintSheets, [code]: event.target.value })}
                  error={errorOf(code)}
                />
              ))}
            </div>
          ) : (
            <p className="text-sm text-muted">{t('complaintSheets.none')}</p>
          )
        }
      </SettingsSection>
    </div>
  );
}
