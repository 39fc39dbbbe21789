import './globals.css';

// Reached only by paths the middleware does not localise (e.g. with a dot).
// Spanish is the only locale, so the text is read from the messages directly.
import messages from '@/messages/es.json';
import { notFoundMetadata } from '@/lib/i18n/not-found-metadata';

export const metadata = notFoundMetadata;

export default function GlobalNotFound() {
  return (
    <html lang="es">
      <body className="grid min-h-screen place-items-center p-6 font-sans">
        <main className="text-center">
          <p className="text-5xl font-bold text-brand">404</p>
          <h1 className="mt-4 text-2xl font-semibold">{messages.Errors.notFound}</h1>
          {/* A plain link: this page is a document of its own, and next/link here would put its
              client code in every page's first load (issue 11). */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a className="mt-6 inline-block underline" href="/">
            {messages.Common.backHome}
          </a>
        </main>
      </body>
    </html>
  );
}
