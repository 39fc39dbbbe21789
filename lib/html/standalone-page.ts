import { escapeHtml } from './escape';

/**
 * A whole page of plain HTML, for answers Next.js cannot render with a status
 * of their own (maintenance 503, the payment simulator's 400): Spanish, not
 * indexed, no script. `style` and `body` are trusted markup; `title` is text.
 */
export function standalonePage({ title, style, body }: { title: string; style: string; body: string }): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
${style.trim()}
</style>
</head>
<body>
${body.trim()}
</body>
</html>`;
}
