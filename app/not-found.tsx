import Link from 'next/link';
import './globals.css';

// Reached only by paths the middleware does not localise (e.g. with a dot).
// Spanish is the only locale, so the text is read from the messages directly.
import messages from '@/messages/es.json';

export default function GlobalNotFound() {
  return (
    <html lang="es">
      <body className="grid min-h-screen place-items-center p-6 font-sans">
        <main className="text-center">
          <p className="text-5xl font-bold text-brand">404</p>
          <h1 className="mt-4 text-2xl font-semibold">{messages.Errors.notFound}</h1>
          <Link className="mt-6 inline-block underline" href="/">
            {messages.Common.backHome}
          </Link>
        </main>
      </body>
    </html>
  );
}
