'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/toast';
import { useSubmit } from '@/lib/hooks/use-submit';
import { Button } from '@/components/ui/button';

type Props = {
  /** /api/admin/allergens or /api/admin/preferences. */
  path: string;
  /** The vocabulary's codes not in the catalogue now, with their names. */
  missing: { code: string; name: string }[];
};

/** Brings back an allergen or a preference deleted before (they are fixed vocabularies). */
export function RestoreTagForm({ path, missing }: Props) {
  const t = useTranslations('CatalogueAdmin');
  const router = useRouter();
  const [code, setCode] = useState(missing[0]?.code ?? '');
  const { isSending, send } = useSubmit();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await send<{ data: { name: string } }>(path, { method: 'POST', json: { code } });
    if (!result.ok) return;
    toast.success(t('restored', { name: result.data.data.name }));
    router.refresh();
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t('restoreLabel')}
        <select
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className="min-h-11 rounded-lg border border-line bg-white px-3 text-base font-normal"
        >
          {missing.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="secondary" isBusy={isSending}>
        {t('restore')}
      </Button>
    </form>
  );
}
