'use client';

import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { useSubmit } from '@/lib/hooks/use-submit';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

// Same rules as the server (lib/users/profile-photo.ts), checked here first
// so a wrong file is refused before it is uploaded; the server checks content.
const PHOTO_TYPES = ['image/png', 'image/svg+xml'];
const MAX_PHOTO_BYTES = 1024 * 1024;

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** The profile photo: choose a PNG or SVG, see it before saving, or remove it. */
export function ProfilePhoto({
  name,
  photoUrl,
  onChange,
}: {
  name: string;
  photoUrl: string | null;
  onChange: (url: string | null) => void;
}) {
  const t = useTranslations('AccountProfile');
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const [isConfirmingRemoval, setConfirmingRemoval] = useState(false);
  const previewRef = useRef<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useSubmit();
  const removal = useSubmit();
  const error = clientError ?? upload.errorOf('photo');

  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  function showPreview(next: File | null) {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = next ? URL.createObjectURL(next) : null;
    setPreviewUrl(previewRef.current);
    setFile(next);
    if (!next && inputRef.current) inputRef.current.value = '';
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.currentTarget.files?.[0] ?? null;
    upload.clearErrors();
    setClientError(null);
    if (!picked) return;
    if (!PHOTO_TYPES.includes(picked.type)) {
      setClientError(t('photoType'));
      showPreview(null);
      return;
    }
    if (picked.size > MAX_PHOTO_BYTES) {
      setClientError(t('photoSize'));
      showPreview(null);
      return;
    }
    showPreview(picked);
  }

  async function onUpload() {
    if (!file) return;
    const body = new FormData();
    body.append('photo', file);
    const result = await upload.send<{ profile_photo_url: string }>('/api/user/profile-photo', {
      method: 'POST',
      body,
    });
    if (!result.ok) return;
    showPreview(null);
    onChange(result.data.profile_photo_url);
    toast.success(t('photoSaved'));
  }

  async function onRemove() {
    const result = await removal.send<null>('/api/user/profile-photo', { method: 'DELETE' });
    setConfirmingRemoval(false);
    if (!result.ok) return;
    onChange(null);
    toast.success(t('photoRemoved'));
  }

  const shown = previewUrl ?? photoUrl;
  return (
    <div className="flex flex-col items-center gap-3 text-center md:items-start md:text-left">
      <h3 className="font-semibold">{t('photo')}</h3>
      <div className="grid h-28 w-28 place-items-center overflow-hidden rounded-full bg-brand-soft ring-1 ring-line">
        {shown ? (
          // unoptimized: a blob: preview or our own small PNG/SVG, nothing for the optimiser to do.
          <Image
            src={shown}
            alt={previewUrl ? t('photoPreview') : t('currentPhoto')}
            width={112}
            height={112}
            unoptimized
            className="h-full w-full object-cover"
          />
        ) : (
          <span aria-hidden="true" className="font-display text-3xl font-bold text-brand">
            {initialsOf(name)}
          </span>
        )}
      </div>
      {previewUrl ? <p className="text-sm text-muted">{t('previewNote')}</p> : null}
      <div className="flex flex-col items-center gap-2 md:items-start">
        <input
          ref={inputRef}
          id="profile-photo"
          name="photo"
          type="file"
          accept="image/png,image/svg+xml"
          onChange={onPick}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'profile-photo-error profile-photo-hint' : 'profile-photo-hint'}
          className="peer sr-only"
        />
        <label
          htmlFor="profile-photo"
          className={`${buttonClass('secondary')} cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand`}
        >
          {photoUrl || previewUrl ? t('changePhoto') : t('choosePhoto')}
        </label>
        <p id="profile-photo-hint" className="text-sm text-muted">
          {t('photoHint')}
        </p>
        {error ? (
          <p id="profile-photo-error" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        {previewUrl ? (
          <div className="flex flex-wrap justify-center gap-2">
            <button type="button" onClick={onUpload} disabled={upload.isSending} className={buttonClass('primary')}>
              {upload.isSending ? t('uploading') : t('uploadPhoto')}
            </button>
            <button
              type="button"
              onClick={() => showPreview(null)}
              disabled={upload.isSending}
              className={buttonClass('ghost')}
            >
              {t('discardPhoto')}
            </button>
          </div>
        ) : photoUrl ? (
          <button
            type="button"
            onClick={() => setConfirmingRemoval(true)}
            disabled={removal.isSending}
            className={`${buttonClass('ghost')} text-red-700`}
          >
            {removal.isSending ? t('removing') : t('removePhoto')}
          </button>
        ) : null}
      </div>
      {/* Spec: a confirmation before the photo goes (there is no undo). */}
      <ConfirmDialog
        isOpen={isConfirmingRemoval}
        title={t('removePhotoTitle')}
        confirmLabel={t('removePhoto')}
        busyLabel={t('removing')}
        tone="danger"
        isBusy={removal.isSending}
        onConfirm={() => void onRemove()}
        onClose={() => setConfirmingRemoval(false)}
      >
        {t('removePhotoText')}
      </ConfirmDialog>
    </div>
  );
}
