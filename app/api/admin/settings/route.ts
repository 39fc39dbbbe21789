import { NextResponse } from 'next/server';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { getSettings, settingsUpdateSchema, updateSettings } from '@/lib/admin/settings';

const options = { permission: 'settings.manage' } as const;

/** GET /api/admin/settings → {data: {loyalty, company, social_links, kitchen_stations, complaint_sheets, maintenance}} (managers). */
export const GET = withUser(options, async () => NextResponse.json({ data: await getSettings() }));

/** PUT /api/admin/settings {loyalty?, company?, social_links?, kitchen_stations?, complaint_sheets?}: each section given is replaced whole. */
export const PUT = withUser(options, async (request, auth) => {
  const data = await updateSettings(auth.user, await parseJson(request, settingsUpdateSchema));
  return NextResponse.json({ data });
});
