'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/toast';
import { useSubmit } from '@/lib/hooks/use-submit';
import { Button, buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Section } from '../catalogue/product-editor-fields';
import { PROMOTIONS_API } from './promotion-form';

type Props = { promotionId: number; total: number; used: number };

/**
 * The single-use codes of a promotion (issue 14, scope 5): how many there are
 * and how many were used, a form that draws N more, and the CSV to send out.
 */
export function CodeBatch({ promotionId, total, used }: Props) {
  const t = useTranslations('PromotionsAdmin');
  const tForms = useTranslations('Forms');
  const router = useRouter();
  const [count, setCount] = useState('100');
  const [prefix, setPrefix] = useState('');
  const { isSending, errorOf, send } = useSubmit();
  const path = `${PROMOTIONS_API}/${promotionId}/codes`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = /^\d{1,5}$/.test(count.trim()) ? Number(count) : count;
    const result = await send<{ data: { created: number } }>(
      path,
      { method: 'POST', json: { count: wanted, prefix } },
      event.currentTarget,
    );
    if (!result.ok) return;
    toast.success(t('codes.generated', { count: result.data.data.created }));
    router.refresh();
  }

  return (
    <Section title={t('codes.title')} hint={t('codes.hint')}>
      <p role="status" className="font-semibold">
        {t('codes.summary', { total, used })}
      </p>
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
        <div className="w-32">
          <TextField
            id="codes-count"
            label={t('codes.count')}
            inputMode="numeric"
            autoComplete="off"
            value={count}
            onChange={(event) => setCount(event.target.value)}
            error={errorOf('count')}
          />
        </div>
        <div className="w-40">
          <TextField
            id="codes-prefix"
            label={t('codes.prefix')}
            maxLength={10}
            autoComplete="off"
            value={prefix}
            onChange={(event) => setPrefix(event.target.value.toUpperCase())}
            error={errorOf('prefix')}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={isSending}>
          {isSending ? tForms('sending') : t('codes.generate')}
        </Button>
      </form>
      {total > 0 ? (
        <a href={`${path}?format=csv`} download className={buttonClass('quiet')}>
          {t('codes.download', { total })}
        </a>
      ) : null}
    </Section>
  );
}
