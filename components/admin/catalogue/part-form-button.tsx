'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/toast';
import type { PartKind, PartResource } from '@/lib/admin/catalogue/parts';
import { RESOURCE_PATHS } from '@/lib/admin/catalogue/sections';
import { ALLERGENS } from '@/lib/vocabulary/catalogue';
import { useSubmit } from '@/lib/hooks/use-submit';
import { centsFromInput, inputFromCents } from '@/lib/pricing/euros-input';
import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { AllergenIcon } from '@/components/ui/allergen-icon';

type Props = { kind: PartKind; part?: PartResource };

/**
 * "Nuevo ingrediente" / "Editar" of an ingredient or a sauce: a dialog with
 * its name, identifier, price of each extra unit, state and allergens.
 */
export function PartFormButton({ kind, part }: Props) {
  const t = useTranslations('CatalogueAdmin');
  const tAllergens = useTranslations('Allergens');
  const tForms = useTranslations('Forms');
  const router = useRouter();
  const [isOpen, setOpen] = useState(false);
  const { isSending, alert, errors, errorOf, clearErrors, send } = useSubmit();
  const prefix = `${kind}-${part?.id ?? 'new'}`;

  function close() {
    clearErrors();
    setOpen(false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const slug = String(data.get(`${prefix}-slug`) ?? '').trim();
    const body = {
      name: String(data.get(`${prefix}-name`) ?? ''),
      ...(slug || part ? { slug } : {}),
      extra_price_cents: centsFromInput(String(data.get(`${prefix}-price`) ?? '')),
      active: data.get(`${prefix}-active`) === 'on',
      allergens: data.getAll(`${prefix}-allergens`).map(String),
    };
    const result = await send<{ data: PartResource }>(
      part ? `${RESOURCE_PATHS[kind]}/${part.id}` : RESOURCE_PATHS[kind],
      { method: part ? 'PUT' : 'POST', json: body },
      form,
    );
    if (!result.ok) return;
    toast.success(part ? t('saved', { name: result.data.data.name }) : t('created', { name: result.data.data.name }));
    close();
    router.refresh();
  }

  const title =
    kind === 'ingredient' ? t('ingredientTitle', { isNew: String(!part) }) : t('sauceTitle', { isNew: String(!part) });
  const priceError = errorOf('extra_price_cents');
  // A bad code comes back as allergens.0, allergens.1…
  const allergenError = Object.entries(errors ?? {}).find(([field]) => field.startsWith('allergens'))?.[1][0];

  return (
    <>
      {part ? (
        <Button variant="ghost" onClick={() => setOpen(true)} aria-label={t('editNamed', { name: part.name })}>
          {t('edit')}
        </Button>
      ) : (
        <Button onClick={() => setOpen(true)}>{kind === 'ingredient' ? t('newIngredient') : t('newSauce')}</Button>
      )}
      <FormDialog
        isOpen={isOpen}
        onClose={close}
        title={title}
        submitLabel={t('save')}
        busyLabel={tForms('sending')}
        isBusy={isSending}
        size="lg"
        onSubmit={onSubmit}
      >
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <TextField
          id={`${prefix}-name`}
          label={t('fields.name')}
          isRequired
          maxLength={80}
          autoComplete="off"
          defaultValue={part?.name}
          error={errorOf('name')}
          data-autofocus
        />
        <TextField
          id={`${prefix}-slug`}
          label={t('fields.slug')}
          maxLength={80}
          autoComplete="off"
          defaultValue={part?.slug}
          error={errorOf('slug')}
          hint={t('fields.slugHint')}
        />
        <TextField
          id={`${prefix}-price`}
          label={t('fields.extraPrice')}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={inputFromCents(part?.extra_price_cents ?? 0)}
          error={priceError}
          hint={t('fields.extraPriceHint')}
        />
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            name={`${prefix}-active`}
            defaultChecked={part?.active ?? true}
            className="h-5 w-5 shrink-0 accent-brand"
          />
          {t('fields.active')}
        </label>
        <fieldset aria-describedby={`${prefix}-allergens-hint`}>
          <legend className="font-medium">{t('fields.allergens')}</legend>
          <p id={`${prefix}-allergens-hint`} className="text-sm text-muted">
            {t('fields.allergensHint')}
          </p>
          <div className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
            {ALLERGENS.map(({ code }) => (
              <label key={code} className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-cream">
                <input
                  type="checkbox"
                  name={`${prefix}-allergens`}
                  value={code}
                  defaultChecked={part?.allergens.includes(code)}
                  className="h-5 w-5 shrink-0 accent-brand"
                />
                <AllergenIcon code={code} />
                {tAllergens(code)}
              </label>
            ))}
          </div>
          {allergenError ? <p className="mt-1 text-sm text-red-700">{allergenError}</p> : null}
        </fieldset>
      </FormDialog>
    </>
  );
}
