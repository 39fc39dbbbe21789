'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/toast';
import type { ProductResource } from '@/lib/admin/catalogue/product-resource';
import { RESOURCE_PATHS } from '@/lib/admin/catalogue/sections';
import { apiFetch, ApiError } from '@/lib/http/fetcher';
import { Button, buttonClass } from '@/components/ui/button';

/**
 * The product's photo in the editor (issue 14, scope 2): JPEG, PNG or WebP up
 * to 8 MB, checked and redrawn by the server; replaced or removed at once.
 */
export function ProductPhotoField({ product }: { product: ProductResource | null }) {
  const t = useTranslations('CatalogueAdmin.product');
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [imageUrl, setImageUrl] = useState(product?.image_url ?? null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);

  if (!product) return <p className="text-sm text-muted">{t('photoAfterSave')}</p>;
  const path = `${RESOURCE_PATHS.product}/${product.id}/image`;

  async function run(call: () => Promise<string | null>, done: string) {
    setBusy(true);
    setError(null);
    try {
      setImageUrl(await call());
      toast.success(done);
      router.refresh();
    } catch (failure) {
      const message =
        failure instanceof ApiError ? (failure.body.errors?.image?.[0] ?? failure.message) : t('photoFailed');
      setError(message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
      setChosen(null);
    }
  }

  function upload() {
    const file = input.current?.files?.[0];
    if (!file) {
      setError(t('photoChoose'));
      return;
    }
    const data = new FormData();
    data.set('image', file);
    void run(
      async () => (await apiFetch<{ data: ProductResource }>(path, { method: 'POST', body: data })).data.image_url,
      t('photoSaved'),
    );
  }

  return (
    <div className="flex flex-wrap items-start gap-4">
      <div className="aspect-video w-56 overflow-hidden rounded-xl bg-cream ring-1 ring-line">
        {imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- our own redrawn file, at the size the box shows
          <img
            src={`${imageUrl}-480.webp`}
            alt={t('photoAlt', { name: product.name })}
            className="h-full w-full object-cover"
          />
        ) : (
          <p className="grid h-full place-items-center p-3 text-center text-sm text-muted">{t('photoNone')}</p>
        )}
      </div>
      <div className="flex min-w-56 flex-1 flex-col gap-2">
        {/* The browser's own file button speaks the browser's language: ours says it in Spanish. */}
        <input
          ref={input}
          id="product-photo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => setChosen(event.target.files?.[0]?.name ?? null)}
          aria-describedby="product-photo-chosen product-photo-hint product-photo-error"
          className="peer sr-only"
        />
        <label
          htmlFor="product-photo"
          className={`${buttonClass('secondary')} w-fit cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand`}
        >
          {imageUrl ? t('photoReplace') : t('photoAdd')}
        </label>
        <p id="product-photo-chosen" aria-live="polite" className="text-sm break-all">
          {chosen ?? t('photoNoneChosen')}
        </p>
        <p id="product-photo-hint" className="text-sm text-muted">
          {t('photoHint')}
        </p>
        <p id="product-photo-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" isBusy={isBusy} onClick={upload}>
            {t('photoUpload')}
          </Button>
          {imageUrl ? (
            <Button
              variant="ghost"
              className="text-red-800"
              isBusy={isBusy}
              onClick={() =>
                void run(async () => {
                  await apiFetch<null>(path, { method: 'DELETE' });
                  return null;
                }, t('photoRemoved'))
              }
            >
              {t('photoRemove')}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
