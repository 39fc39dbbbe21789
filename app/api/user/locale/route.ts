import { NextResponse } from 'next/server';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { setLocale } from '@/lib/users/accounts';
import { localeSchema } from '@/lib/validations/auth';

/** PUT /api/user/locale {locale}: remembers the user's language (only es exists). */
export const PUT = withUser({ verified: false }, async (request, auth) => {
  const { locale } = await parseJson(request, localeSchema);
  await setLocale(auth.user.id, locale);
  const response = NextResponse.json({ locale });
  response.cookies.set(LOCALE_COOKIE.name, locale, {
    maxAge: LOCALE_COOKIE.maxAge,
    path: LOCALE_COOKIE.path,
    sameSite: 'lax',
  });
  return response;
});
