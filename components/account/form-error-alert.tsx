'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/ui/field';
import type { FieldErrors } from '@/lib/hooks/use-submit';

/**
 * "Revisa los datos introducidos" after a 422, plus the messages of fields the
 * form does not show (a limit reached, an option that does not exist...).
 */
export function FormErrorAlert({ errors, fields }: { errors: FieldErrors | null; fields: readonly string[] }) {
  const t = useTranslations('Forms');
  if (!errors) return null;
  const others = Object.entries(errors)
    .filter(([field]) => !fields.includes(field))
    .flatMap(([, messages]) => messages);
  return (
    <FormAlert>
      {t('invalid')}
      {others.length ? (
        <ul className="mt-1 list-disc pl-5 font-normal">
          {others.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </FormAlert>
  );
}
