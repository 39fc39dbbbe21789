'use client';

import { GLOBAL_ERROR_MESSAGES as messages } from '@/lib/i18n/global-error-messages';

// Last resort when the root layout itself fails: no providers are available,
// so the Spanish text comes from a two-string copy of messages/es.json.
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="es">
      <body style={{ fontFamily: 'system-ui, sans-serif', display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <main style={{ textAlign: 'center', padding: 24 }}>
          <p style={{ fontSize: 48, fontWeight: 700, color: '#b43c12' }}>500</p>
          <h1>{messages.unexpected}</h1>
          <button type="button" onClick={reset} style={{ marginTop: 24, padding: '12px 24px' }}>
            {messages.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
