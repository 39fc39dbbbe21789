'use client';

import { useCartAnnouncement } from '@/lib/hooks/cart-announcements';

/** The live region of lib/hooks/cart-announcements, mounted once by the header for signed-in users. */
export function CartAnnouncer() {
  const text = useCartAnnouncement();
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="cart-status">
      {text}
    </p>
  );
}
