import type { ReactNode } from 'react';
import { requireStaff } from '@/lib/auth/page-guards';

/**
 * The back office: staff and managers only (customers go to "/"). Its pages
 * line up with the header; the order board and the kitchen, which a wall
 * screen or a 10" tablet shows all shift, mark themselves data-wide-screen and
 * take up to 1600 px, the header with them (site-header.tsx). The customer
 * footer is not shown here (site-footer.tsx).
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireStaff('/admin/pedidos');
  return (
    <div data-back-office className="mx-auto w-full max-w-6xl px-4 py-4 has-[[data-wide-screen]]:max-w-[1600px]">
      {children}
    </div>
  );
}
