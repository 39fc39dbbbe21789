import type { ReactNode } from 'react';
import { requireStaff } from '@/lib/auth/page-guards';

/** The back office: staff and managers only (customers go to "/"); full width for a 10" tablet at the counter. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireStaff('/admin/pedidos');
  return <div className="mx-auto w-full max-w-[1600px] px-3 py-4 sm:px-5">{children}</div>;
}
