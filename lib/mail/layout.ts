import { companyData } from '@/lib/env';
import { escapeHtml } from '@/lib/html/escape';
import { currentCompanyData } from '@/lib/settings/company';

// The layout every transactional e-mail shares: the header with the trade
// name, the greeting, the body blocks, the signature and the footer. Every
// interpolated value goes through escapeHtml() in the HTML part; the
// plain-text part carries the same content. The e-mails themselves are in
// templates.ts (account) and order-templates.ts (orders, tickets).

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

export { escapeHtml };

/** Only absolute http(s) links go into an e-mail, so a value can never become `javascript:`. */
export function checkUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('Invalid link in e-mail');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('Invalid link in e-mail');
  return url;
}

/** An absolute link to a page of the site, for a button. */
export function siteLink(pathname: string): string {
  return `${companyData().siteUrl.replace(/\/+$/, '')}${pathname}`;
}

/** A block of the body: a paragraph, a call-to-action button with its link, or an attached image. */
export type Block =
  { paragraph: string } | { button: string; url: string } | { image: { cid: string; alt: string; size: number } };

export interface Layout {
  subject: string;
  name: string;
  blocks: Block[];
  /** Why the recipient gets this e-mail, shown in the footer. */
  reason: string;
}

function greeting(name: string): string {
  const trimmed = name.trim();
  return trimmed ? `Hola, ${trimmed}:` : 'Hola:';
}

/** The company in the footer is the one the legal pages show (a manager may have changed it in /admin/ajustes). */
export async function render({ subject, name, blocks, reason }: Layout): Promise<MailContent> {
  const company = await currentCompanyData();
  const siteUrl = checkUrl(company.siteUrl);
  const footer = `${company.companyName} · ${company.companyAddress}`;

  const bodyHtml = blocks
    .map((block) => {
      if ('paragraph' in block) {
        return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937;">${escapeHtml(block.paragraph)}</p>`;
      }
      if ('image' in block) {
        const { cid, alt, size } = block.image;
        return `<p style="margin:0 0 16px;"><img src="cid:${escapeHtml(cid)}" alt="${escapeHtml(alt)}" width="${size}" height="${size}" style="display:block;"></p>`;
      }
      const url = escapeHtml(checkUrl(block.url));
      return [
        `<p style="margin:24px 0;text-align:center;">`,
        `<a href="${url}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:#b91c1c;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;">${escapeHtml(block.button)}</a>`,
        `</p>`,
        `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#4b5563;">Si el botón no funciona, copia y pega este enlace en tu navegador:<br><a href="${url}" style="color:#b91c1c;word-break:break-all;">${url}</a></p>`,
      ].join('');
    })
    .join('\n');

  const html = `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="padding:20px 32px;background:#b91c1c;">
<a href="${escapeHtml(siteUrl)}" style="color:#ffffff;font-size:22px;font-weight:bold;text-decoration:none;">${escapeHtml(company.companyTradeName)}</a>
</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 24px;font-size:22px;color:#111827;">${escapeHtml(subject)}</h1>
<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937;">${escapeHtml(greeting(name))}</p>
${bodyHtml}
<p style="margin:24px 0 0;font-size:16px;line-height:1.5;color:#1f2937;">El equipo de ${escapeHtml(company.companyTradeName)}</p>
</td></tr>
<tr><td style="padding:20px 32px;background:#f9fafb;font-size:12px;line-height:1.5;color:#6b7280;">
<p style="margin:0 0 8px;">${escapeHtml(reason)}</p>
<p style="margin:0;">${escapeHtml(footer)} · <a href="mailto:${escapeHtml(company.companyEmail)}" style="color:#6b7280;">${escapeHtml(company.companyEmail)}</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  const bodyText = blocks.map((block) =>
    'paragraph' in block
      ? block.paragraph
      : 'image' in block
        ? `[${block.image.alt}]`
        : `${block.button}:\n${block.url}`,
  );
  const text = [
    company.companyTradeName,
    '',
    greeting(name),
    '',
    bodyText.join('\n\n'),
    '',
    `El equipo de ${company.companyTradeName}`,
    '',
    '--',
    reason,
    `${footer} · ${company.companyEmail}`,
    siteUrl,
    '',
  ].join('\n');

  return { subject, html, text };
}
