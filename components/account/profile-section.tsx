'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { useRouter } from '@/lib/i18n/navigation';
import type { UserResource } from '@/lib/users/accounts';
import { TextField } from '@/components/ui/field';
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

/** Mis datos: contact data, the publicity consent and the profile photo. */
export function ProfileSection({ initialProfile, today }: { initialProfile: ProfileData; today: string }) {
  const t = useTranslations('AccountProfile');
  const tForms = useTranslations('Forms');
  const router = useRouter();
  const [profile, setProfile] = useState(initialProfile);
  // Remounts the form after a save so it shows the values as the server normalised them.
  const [version, setVersion] = useState(0);
  const { isSending, errors, errorOf, send } = useSubmit();

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
    setProfile({
      name: user.name,
      email: user.email,
      phone: user.phone,
      birth_date: user.birth_date,
      nif: user.nif,
      receive_publicity: user.receive_publicity,
      profile_photo_url: user.profile_photo_url,
    });
    setVersion((value) => value + 1);
    if (!user.email_verified_at) {
      // A new e-mail must be verified before the account can be used again.
      toast.success(t('emailChanged'));
      router.push('/verificar');
      return;
    }
    toast.success(t('saved'));
    router.refresh();
  }

  return (
    <AccountSection id="mis-datos" title={t('title')} description={t('description')}>
      <div className="grid gap-8 md:grid-cols-[12rem_1fr]">
        <ProfilePhoto
          name={profile.name}
          photoUrl={profile.profile_photo_url}
          onChange={(url) => {
            setProfile((current) => ({ ...current, profile_photo_url: url }));
            router.refresh();
          }}
        />
        <form key={version} onSubmit={onSubmit} noValidate className="min-w-0 space-y-5">
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
              />
              <p className="mt-1 text-sm text-muted">{t('emailHint')}</p>
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
              />
              <p className="mt-1 text-sm text-muted">{t('nifHint')}</p>
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
          <button type="submit" disabled={isSending} className={buttonClass('primary')}>
            {isSending ? tForms('sending') : t('save')}
          </button>
        </form>
      </div>
    </AccountSection>
  );
}
