import { useTranslations } from 'next-intl';
import { isChoiceOption } from '@/lib/pricing/selection';

/**
 * Used by server and client components alike (no 'use client': order lines
 * render on the server). The words of a choice option's value for the customer ("poleo-menta" →
 * "poleo menta"), from messages; a value we have no words for as it is.
 */
export function useChoiceWords(): (option: string, value: string) => string {
  const t = useTranslations('ExtraOptions.values');
  return (option, value) => {
    const key = `${option}.${value}` as Parameters<typeof t>[0];
    return isChoiceOption(option) && t.has(key) ? t(key) : value;
  };
}
