import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
// Spanish is the only locale (see app/not-found.tsx); a static title keeps this page's
// metadata out of the request. The not-found file's own metadata is not used for a
// notFound() thrown by a page, so the tab's title is set here.
import messages from '@/messages/es.json';

export const metadata: Metadata = { title: messages.Errors.notFound };

// Every path without a page of its own ends here, so it gets the Spanish 404.
export default function CatchAllPage() {
  notFound();
}
