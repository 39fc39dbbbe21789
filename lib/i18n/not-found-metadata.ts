import type { Metadata } from 'next';
// Spanish is the only locale: read directly, so a page's 404 metadata needs no request.
import messages from '@/messages/es.json';

/**
 * The tab's title of a 404. The not-found file's own metadata is not used when a
 * page throws notFound(), so each page that may answer one gives this instead.
 */
export const notFoundMetadata: Metadata = { title: messages.Errors.notFound };
