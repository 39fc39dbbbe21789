import { notFound } from 'next/navigation';

// Every path without a page of its own ends here, so it gets the Spanish 404.
export default function CatchAllPage() {
  notFound();
}
