'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/toast';
import type { CityResource } from '@/lib/admin/places/cities';
import { readForm, useSubmit } from '@/lib/hooks/use-submit';
import { wholeFromInput } from '@/lib/validations/number-input';
import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';

/** "Nueva ciudad" / "Editar" of a city: a dialog with its name, identifier and order. */
export function CityFormButton({ city }: { city?: CityResource }) {
  const t = useTranslations('PlacesAdmin');
  const tForms = useTranslations('Forms');
  const router = useRouter();
  const [isOpen, setOpen] = useState(false);
  const { isSending, alert, errorOf, clearErrors, send } = useSubmit();
  const prefix = `city-${city?.id ?? 'new'}`;

  function close() {
    clearErrors();
    setOpen(false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readForm(form, prefix);
    const slug = (values.slug ?? '').trim();
    const order = (values.sort ?? '').trim();
    const body = {
      name: values.name ?? '',
      // A new city takes its identifier from the name; an existing one keeps it unless changed.
      ...(slug || city ? { slug } : {}),
      sort_order: wholeFromInput(order),
    };
    const result = await send<{ data: CityResource }>(
      city ? `/api/admin/cities/${city.id}` : '/api/admin/cities',
      { method: city ? 'PUT' : 'POST', json: body },
      form,
    );
    if (!result.ok) return;
    const { name } = result.data.data;
    toast.success(city ? t('citySaved', { name }) : t('cityCreated', { name }));
    close();
    router.refresh();
  }

  return (
    <>
      {city ? (
        <Button variant="ghost" onClick={() => setOpen(true)} aria-label={t('editNamed', { name: city.name })}>
          {t('edit')}
        </Button>
      ) : (
        <Button onClick={() => setOpen(true)}>{t('newCity')}</Button>
      )}
      <FormDialog
        isOpen={isOpen}
        onClose={close}
        title={t('cityTitle', { isNew: String(!city) })}
        submitLabel={t('save')}
        busyLabel={tForms('sending')}
        isBusy={isSending}
        onSubmit={onSubmit}
      >
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <TextField
          id={`${prefix}-name`}
          label={t('city.name')}
          isRequired
          maxLength={80}
          autoComplete="off"
          defaultValue={city?.name}
          error={errorOf('name')}
          data-autofocus
        />
        <TextField
          id={`${prefix}-slug`}
          label={t('city.slug')}
          maxLength={80}
          autoComplete="off"
          defaultValue={city?.slug}
          error={errorOf('slug')}
          hint={t('city.slugHint')}
        />
        <TextField
          id={`${prefix}-sort`}
          label={t('city.sortOrder')}
          inputMode="numeric"
          autoComplete="off"
          defaultValue={String(city?.sort_order ?? 0)}
          error={errorOf('sort_order')}
          hint={t('city.sortOrderHint')}
        />
      </FormDialog>
    </>
  );
}
