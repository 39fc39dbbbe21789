import { NextResponse } from 'next/server';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { setMaintenance } from '@/lib/site/settings';
import { maintenanceSchema } from '@/lib/validations/admin';

/** PUT /api/admin/settings/maintenance {enabled} (managers) → {data: {enabled}}. */
export const PUT = withUser({ permission: 'settings.manage' }, async (request, auth) => {
  const { enabled } = await parseJson(request, maintenanceSchema);
  await setMaintenance(auth.user, enabled);
  return NextResponse.json({ data: { enabled } });
});
