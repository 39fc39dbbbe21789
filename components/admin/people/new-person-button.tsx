'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/toast';
import type { PersonResource, RestaurantChoice } from '@/lib/admin/people';
import type { Role } from '@/lib/admin/people-query';
import { NAME_LENGTH } from '@/lib/vocabulary/person';
import { useSubmit } from '@/lib/hooks/use-submit';
import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { PersonRoleFields } from './person-fields';

/**
 * "Nueva persona": a staff member, manager or customer the chain adds
 * (POST /api/admin/users). They get the e-mail to choose their password;
 * the manager lands on their page.
 */
export function NewPersonButton({ restaurants }: { restaurants: RestaurantChoice[] }) {
  const t = useTranslations('PeopleAdmin');
  const router = useRouter();
  const [isOpen, setOpen] = useState(false);
  const [role, setRole] = useState<Role>('staff');
  const [selected, setSelected] = useState<number[]>([]);
  const { isSending, alert, errorOf, clearErrors, send } = useSubmit();
  const prefix = 'new-person';

  function close() {
    clearErrors();
    setOpen(false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = {
      name: String(data.get(`${prefix}-name`) ?? ''),
      email: String(data.get(`${prefix}-email`) ?? ''),
      role,
      restaurant_ids: role === 'staff' ? selected : [],
    };
    const result = await send<{ data: PersonResource }>('/api/admin/users', { method: 'POST', json: body }, form);
    if (!result.ok) return;
    toast.success(t('create.created', { name: result.data.data.name }));
    close();
    setRole('staff');
    setSelected([]);
    router.push(`/admin/personas/${result.data.data.id}`);
  }

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('create.open')}</Button>
      <FormDialog
        isOpen={isOpen}
        onClose={close}
        title={t('create.title')}
        submitLabel={t('create.submit')}
        busyLabel={t('form.saving')}
        isBusy={isSending}
        size="lg"
        onSubmit={onSubmit}
      >
        <p className="text-sm text-muted">{t('create.hint')}</p>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <TextField
          id={`${prefix}-name`}
          label={t('form.name')}
          isRequired
          maxLength={NAME_LENGTH.max}
          autoComplete="off"
          error={errorOf('name')}
          data-autofocus
        />
        <TextField
          id={`${prefix}-email`}
          type="email"
          label={t('form.email')}
          isRequired
          maxLength={190}
          autoComplete="off"
          error={errorOf('email')}
        />
        <PersonRoleFields
          prefix={prefix}
          restaurants={restaurants}
          role={role}
          onRoleChange={setRole}
          selected={selected}
          onSelectedChange={setSelected}
          errorOf={errorOf}
        />
      </FormDialog>
    </>
  );
}
