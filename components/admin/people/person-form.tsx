'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/toast';
import type { PersonResource, RestaurantChoice } from '@/lib/admin/people';
import type { Role } from '@/lib/admin/people-query';
import { NAME_LENGTH } from '@/lib/vocabulary/person';
import { apiFetch, ApiError } from '@/lib/http/fetcher';
import { useSubmit } from '@/lib/hooks/use-submit';
import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/field';
import { PersonRoleFields } from './person-fields';

type Props = {
  person: Pick<PersonResource, 'id' | 'name' | 'role' | 'restaurants'>;
  restaurants: RestaurantChoice[];
  isSelf: boolean;
};

/**
 * A person's name, role and restaurants, saved with PUT /api/admin/users/{id}.
 * The last-manager rule's 409 is shown in the form, in the API's words.
 */
export function PersonForm({ person, restaurants, isSelf }: Props) {
  const t = useTranslations('PeopleAdmin');
  const router = useRouter();
  const { isSending, alert, errorOf, submit } = useSubmit();
  const [role, setRole] = useState<Role>(person.role);
  const [selected, setSelected] = useState<number[]>(person.restaurants.map((restaurant) => restaurant.id));
  const [conflict, setConflict] = useState<string | null>(null);
  const prefix = `person-${person.id}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get(`${prefix}-name`) ?? '');
    setConflict(null);
    const body = { name, role, ...(role === 'staff' ? { restaurant_ids: selected } : {}) };
    const result = await submit(async () => {
      try {
        return await apiFetch<{ data: PersonResource }>(`/api/admin/users/${person.id}`, { method: 'PUT', json: body });
      } catch (error) {
        // "Es la última cuenta de gerente…": said here, beside the role, not only in a toast.
        if (error instanceof ApiError && error.status === 409) {
          setConflict(error.message);
          return null;
        }
        throw error;
      }
    }, form);
    if (!result.ok || !result.data) return;
    toast.success(t('form.saved', { name: result.data.data.name }));
    router.refresh();
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby={`${prefix}-form-title`}>
      <h2 id={`${prefix}-form-title`} className="font-display text-xl font-bold">
        {t('form.title')}
      </h2>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {conflict ? <FormAlert>{conflict}</FormAlert> : null}
      <TextField
        id={`${prefix}-name`}
        label={t('form.name')}
        isRequired
        maxLength={NAME_LENGTH.max}
        autoComplete="off"
        defaultValue={person.name}
        error={errorOf('name')}
      />
      <PersonRoleFields
        prefix={prefix}
        restaurants={restaurants}
        role={role}
        onRoleChange={setRole}
        selected={selected}
        onSelectedChange={setSelected}
        errorOf={errorOf}
        isSelf={isSelf}
      />
      <Button type="submit" isBusy={isSending} busyLabel={t('form.saving')}>
        {t('form.save')}
      </Button>
    </form>
  );
}
