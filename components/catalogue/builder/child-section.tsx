'use client';

import { useEffect } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import type { BuilderAction, BuilderState } from '@/lib/catalogue/builder';
import { apiFetch } from '@/lib/http/fetcher';
import { useHasSession } from '@/lib/hooks/use-current-user';
import type { ChildResource } from '@/lib/users/children';
import { AppLink } from '@/components/ui/app-link';

const fetchChildren = (url: string) => apiFetch<{ data: ChildResource[] }>(url).then((body) => body.data);

/**
 * Spec section 9: a children's menu is for a child up to 12. The customer
 * says which of their children it is for (from /mi-cuenta's), or goes to add
 * one; the server checks the child is theirs and their age.
 */
export function ChildSection({ state, dispatch }: { state: BuilderState; dispatch: (action: BuilderAction) => void }) {
  const t = useTranslations('Builder');
  const isSignedIn = useHasSession();
  const isChildrensMenu = state.product?.isChildrensMenu ?? false;
  const { data } = useSWR(isChildrensMenu && isSignedIn ? '/api/user/children' : null, fetchChildren);
  const eligible = (data ?? []).filter((child) => child.childrens_menu);
  const onlyChild = eligible.length === 1 ? eligible[0]!.id : null;

  // One child who can have it: chosen already.
  useEffect(() => {
    if (onlyChild !== null && state.childId === null) dispatch({ type: 'setChild', childId: onlyChild });
  }, [onlyChild, state.childId, dispatch]);

  if (!isChildrensMenu) return null;
  return (
    <fieldset className="space-y-2">
      <legend className="text-lg font-semibold">{t('childLegend')}</legend>
      {!isSignedIn ? (
        <p className="text-sm text-muted">{t('childSignIn')}</p>
      ) : data === undefined ? (
        <p className="text-sm text-muted">{t('childLoading')}</p>
      ) : eligible.length === 0 ? (
        <p className="text-sm">
          {t('childNone')}{' '}
          <AppLink href="/mi-cuenta#ninos" className="font-semibold text-brand underline">
            {t('childAdd')}
          </AppLink>
        </p>
      ) : (
        <label className="block">
          <span className="sr-only">{t('childLegend')}</span>
          <select
            className="block w-full rounded-lg border border-line bg-white px-3 py-2"
            value={state.childId ?? ''}
            onChange={(event) =>
              dispatch({ type: 'setChild', childId: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">{t('childChoose')}</option>
            {eligible.map((child) => (
              <option key={child.id} value={child.id}>
                {t('childOption', { name: child.name, age: child.age })}
              </option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}
