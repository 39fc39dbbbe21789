'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { useRouter } from '@/lib/i18n/navigation';
import type { UserResource } from '@/lib/users/accounts';
import { TextField } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { AccountSection } from './account-section';
import { FormErrorAlert } from './form-error-alert';
import { ProfilePhoto } from './profile-photo';
import { readForm, useSubmit } from '@/lib/hooks/use-submit';
import { buttonClass } from '@/components/ui/button';

export type ProfileData = Pick<
  UserResource,
  'name' | 'email' | 'phone' | 'birth_date' | 'nif' | 'receive_publicity' | 'profile_photo_url'
>;

const FIELDS = ['name', 'email', 'phone', 'birth_date', 'nif', 'receive_publicity'] as const;

const BIRTH_DATE = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * Mis datos: the contact data and the publicity consent, shown as they are
 * and changed in the profile edit modal ("Editar mis datos"); the profile
 * photo beside them has its own buttons.
 */
export function ProfileSection({ initialProfile, today }: { initialProfile: ProfileData; today: string }) {
  const t = useTranslations('AccountProfile');
  const tForms = useTranslations('Forms');
  const router = useRouter();
  const [profile, setProfile] = useState(initialProfile);
  const [isEditing, setEditing] = useState(false);
  const { isSending, errors, errorOf, clearErrors, send } = useSubmit();

  function openEditor() {
    clearErrors();
    setEditing(true);
  }

  function close() {
    clearErrors();
    setEditing(false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readForm(form, 'profile');
    const result = await send<UserResource>(
      '/api/user/profile-information',
      {
        method: 'PUT',
        json: {
          name: values.name,
          email: values.email,
          phone: values.phone,
          birth_date: values.birth_date,
          nif: values.nif,
          receive_publicity: values.receive_publicity === 'on',
        },
      },
      form,
    );
    if (!result.ok) return;
    const user = result.data;
    // Shown as the server normalised them.
    setProfile({
      name: user.name,
      email: user.email,
      phone: user.phone,
      birth_date: user.birth_date,
      nif: user.nif,
      receive_publicity: user.receive_publicity,
      profile_photo_url: user.profile_photo_url,
    });
    close();
    if (!user.email_verified_at) {
      // A new e-mail must be verified before the account can be used again.
      toast.success(t('emailChanged'));
      router.push('/verificar');
      return;
    }
    toast.success(t('saved'));
    router.refresh();
  }

  const notSet = <span className="font-normal text-muted">{t('notSet')}</span>;
  const rows: [string, ReactNode][] = [
    [tForms('name'), profile.name],
    [tForms('email'), profile.email],
    [tForms('phone'), profile.phone || notSet],
    [t('birthDate'), profile.birth_date ? BIRTH_DATE.format(new Date(`${profile.birth_date}T12:00:00Z`)) : notSet],
    [t('nif'), profile.nif || notSet],
    [t('publicity'), profile.receive_publicity ? t('publicityYes') : t('publicityNo')],
  ];

  return (
    <AccountSection
      id="mis-datos"
      title={t('title')}
      description={t('description')}
      action={
        <button type="button" onClick={openEditor} aria-haspopup="dialog" className={buttonClass('secondary')}>
          {t('edit')}
        </button>
      }
    >
      <div className="grid gap-8 md:grid-cols-[12rem_1fr]">
        <ProfilePhoto
          name={profile.name}
          photoUrl={profile.profile_photo_url}
          onChange={(url) => {
            setProfile((current) => ({ ...current, profile_photo_url: url }));
            router.refresh();
          }}
        />
        <dl className="grid min-w-0 content-start gap-x-6 gap-y-4 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-sm font-medium text-muted">{label}</dt>
              <dd className="break-words font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <FormDialog
        isOpen={isEditing}
        onClose={close}
        title={t('editTitle')}
        submitLabel={t('save')}
        busyLabel={tForms('sending')}
        isBusy={isSending}
        size="lg"
        onSubmit={onSubmit}
      >
        <FormErrorAlert errors={errors} fields={FIELDS} />
        <p className="text-sm text-muted">{tForms('requiredHint')}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="profile-name"
            label={tForms('name')}
            autoComplete="name"
            isRequired
            defaultValue={profile.name}
            error={errorOf('name')}
          />
          <div>
            <TextField
              id="profile-email"
              label={tForms('email')}
              type="email"
              autoComplete="email"
              isRequired
              defaultValue={profile.email}
              error={errorOf('email')}
              aria-describedby="profile-email-hint"
            />
            <p id="profile-email-hint" className="mt-1 text-sm text-muted">
              {t('emailHint')}
            </p>
          </div>
          <TextField
            id="profile-phone"
            label={tForms('phoneOptional')}
            type="tel"
            autoComplete="tel"
            defaultValue={profile.phone ?? ''}
            error={errorOf('phone')}
          />
          <TextField
            id="profile-birth_date"
            label={t('birthDate')}
            type="date"
            autoComplete="bday"
            max={today}
            defaultValue={profile.birth_date ?? ''}
            error={errorOf('birth_date')}
          />
          <div>
            <TextField
              id="profile-nif"
              label={t('nif')}
              autoComplete="off"
              defaultValue={profile.nif ?? ''}
              error={errorOf('nif')}
              aria-describedby="profile-nif-hint"
            />
            <p id="profile-nif-hint" className="mt-1 text-sm text-muted">
              {t('nifHint')}
            </p>
          </div>
        </div>
        <div className="flex items-start gap-3">
          <input
            id="profile-receive_publicity"
            name="profile-receive_publicity"
            type="checkbox"
            defaultChecked={profile.receive_publicity}
            aria-invalid={errorOf('receive_publicity') ? true : undefined}
            aria-describedby={errorOf('receive_publicity') ? 'profile-receive_publicity-error' : undefined}
            className="mt-1 h-5 w-5 shrink-0 accent-brand"
          />
          <label htmlFor="profile-receive_publicity">{t('receivePublicity')}</label>
        </div>
        {errorOf('receive_publicity') ? (
          <p id="profile-receive_publicity-error" className="text-sm text-red-700">
            {errorOf('receive_publicity')}
          </p>
        ) : null}
      </FormDialog>
    </AccountSection>
  );
}
