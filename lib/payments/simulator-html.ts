import { createTranslator } from 'next-intl';
import messages from '@/messages/es.json';
import { escapeHtml } from '@/lib/html/escape';
import { standalonePage } from '@/lib/html/standalone-page';
import type { SimulatorError } from './simulator';

// What the simulator answers a form post it refuses: plain HTML with 400, as
// Next.js cannot give a rendered page a status of its own (like
// lib/site/maintenance-html.ts). No way to pay, no script.

export function simulatorErrorHtml(error: SimulatorError): string {
  const t = messages.PaymentSimulator;
  const title = createTranslator({ locale: 'es', messages, namespace: 'PaymentSimulator' })('errorTitle', {
    code: error.code,
    message: error.message,
  });
  return standalonePage({
    title,
    style: `
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f1a17; background: #fdf8f1; }
  main { max-width: 32rem; margin: 0 auto; padding: 2rem 1rem; }
  [role="note"] { border: 2px dashed #4d5b2a; background: #fcf3c4; border-radius: 1rem; padding: .75rem 1rem; font-weight: 700; }
  section { margin-top: 1.5rem; background: #fff; border-radius: 1rem; box-shadow: 0 0 0 1px #eadfd4; padding: 1.5rem; }
  h1 { margin: 0; font-size: 1.5rem; color: #991b1b; }
  p { line-height: 1.6; color: #5c534d; }
  a { color: #b43c12; font-weight: 600; display: inline-block; min-height: 44px; line-height: 44px; }
`,
    body: `
<main>
<p role="note">${escapeHtml(t.banner)}</p>
<section>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t.errorLead)}</p>
<a href="/">${escapeHtml(t.home)}</a>
</section>
</main>
`,
  });
}

export function simulatorErrorResponse(error: SimulatorError): Response {
  return new Response(simulatorErrorHtml(error), {
    status: 400,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
