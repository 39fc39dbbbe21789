import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/lib/i18n/not-found-metadata';

export const metadata = notFoundMetadata;

// Every path without a page of its own ends here, so it gets the Spanish 404.
export default function CatchAllPage() {
  notFound();
}
