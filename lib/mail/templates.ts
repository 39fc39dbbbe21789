import { companyData } from '@/lib/env';
import { escapeHtml } from '@/lib/html/escape';
import { currentCompanyData } from '@/lib/settings/company';

// Transactional e-mails, in Spanish. Every interpolated value goes through
// escapeHtml() in the HTML part; the plain-text part carries the same content.
// E-mails are not rendered by next-intl, so their strings live here.

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

/** A date, or anything `new Date()` reads (ISO string, epoch milliseconds). */
export type When = Date | string | number;

export { escapeHtml };

/** Only absolute http(s) links go into an e-mail, so a value can never become `javascript:`. */
function checkUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('Invalid link in e-mail');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('Invalid link in e-mail');
  return url;
}

function siteLink(pathname: string): string {
  return `${companyData().siteUrl.replace(/\/+$/, '')}${pathname}`;
}

function formatWhen(when: When): string {
  const date = when instanceof Date ? when : new Date(when);
  if (Number.isNaN(date.getTime())) throw new Error('Invalid date in e-mail');
  return new Intl.DateTimeFormat('es-ES', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Madrid',
  }).format(date);
}

/** A block of the body: a paragraph, a call-to-action button with its link, or an attached image. */
type Block =
  { paragraph: string } | { button: string; url: string } | { image: { cid: string; alt: string; size: number } };

interface Layout {
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
async function render({ subject, name, blocks, reason }: Layout): Promise<MailContent> {
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

const SECURITY_NOTICE_REASON = (tradeName: string) =>
  `Recibes este correo porque tienes una cuenta en ${tradeName}. Es un aviso de seguridad de tu cuenta, no una comunicación comercial.`;

export async function verificationEmail({ name, url }: { name: string; url: string }): Promise<MailContent> {
  const { companyTradeName } = await currentCompanyData();
  return render({
    subject: 'Confirma tu correo electrónico',
    name,
    blocks: [
      {
        paragraph: `Gracias por registrarte en ${companyTradeName}. Para activar tu cuenta y poder hacer pedidos, confirma que esta dirección de correo electrónico es tuya.`,
      },
      { button: 'Confirmar mi correo electrónico', url },
      { paragraph: 'Si no has creado ninguna cuenta, ignora este mensaje: no se activará nada sin tu confirmación.' },
    ],
    reason: `Recibes este correo porque alguien ha registrado una cuenta en ${companyTradeName} con esta dirección.`,
  });
}

export async function passwordResetEmail({
  name,
  url,
  minutes,
}: {
  name: string;
  url: string;
  minutes: number;
}): Promise<MailContent> {
  const { companyTradeName } = await currentCompanyData();
  const duration = minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  return render({
    subject: 'Restablece tu contraseña',
    name,
    blocks: [
      {
        paragraph: `Hemos recibido una solicitud para restablecer la contraseña de tu cuenta en ${companyTradeName}. Pulsa el botón para elegir una nueva.`,
      },
      { button: 'Restablecer mi contraseña', url },
      { paragraph: `El enlace caduca dentro de ${duration} y solo se puede usar una vez.` },
      {
        paragraph:
          'Si no has pedido restablecer tu contraseña, ignora este mensaje: tu contraseña actual seguirá funcionando.',
      },
    ],
    reason: `Recibes este correo porque se ha solicitado restablecer la contraseña de una cuenta de ${companyTradeName} con esta dirección.`,
  });
}

export async function passwordChangedEmail({ name, when }: { name: string; when: When }): Promise<MailContent> {
  const { companyTradeName, companyEmail } = await currentCompanyData();
  return render({
    subject: 'Tu contraseña ha cambiado',
    name,
    blocks: [
      { paragraph: `La contraseña de tu cuenta en ${companyTradeName} se cambió el ${formatWhen(when)}.` },
      { paragraph: 'Si has sido tú, no tienes que hacer nada más.' },
      {
        paragraph: `Si no has sido tú, alguien podría haber entrado en tu cuenta: restablece tu contraseña ahora mismo y escríbenos a ${companyEmail}.`,
      },
      { button: 'Restablecer mi contraseña', url: siteLink('/recuperar-contrasena') },
    ],
    reason: SECURITY_NOTICE_REASON(companyTradeName),
  });
}

export async function twoFactorChangedEmail({
  name,
  enabled,
  when,
}: {
  name: string;
  enabled: boolean;
  when: When;
}): Promise<MailContent> {
  const { companyTradeName, companyEmail } = await currentCompanyData();
  const date = formatWhen(when);
  return render({
    subject: enabled ? 'Verificación en dos pasos activada' : 'Verificación en dos pasos desactivada',
    name,
    blocks: [
      enabled
        ? {
            paragraph: `Se ha activado la verificación en dos pasos en tu cuenta de ${companyTradeName} el ${date}. A partir de ahora, al iniciar sesión te pediremos también el código de tu aplicación de autenticación. Guarda tus códigos de recuperación en un lugar seguro.`,
          }
        : {
            paragraph: `Se ha desactivado la verificación en dos pasos en tu cuenta de ${companyTradeName} el ${date}. A partir de ahora, para iniciar sesión solo se pedirá tu contraseña.`,
          },
      { paragraph: 'Si has sido tú, no tienes que hacer nada más.' },
      {
        paragraph: `Si no has sido tú, alguien podría haber entrado en tu cuenta: cambia tu contraseña ahora mismo, revisa la seguridad de tu cuenta y escríbenos a ${companyEmail}.`,
      },
      { button: 'Restablecer mi contraseña', url: siteLink('/recuperar-contrasena') },
    ],
    reason: SECURITY_NOTICE_REASON(companyTradeName),
  });
}

/** Issue 9: ten failed logins in a row lock the account for 15 minutes; a password reset opens it again. */
export async function accountLockedEmail({
  name,
  minutes,
  when,
}: {
  name: string;
  minutes: number;
  when: When;
}): Promise<MailContent> {
  const { companyTradeName, companyEmail } = await currentCompanyData();
  return render({
    subject: 'Hemos bloqueado el acceso a tu cuenta',
    name,
    blocks: [
      {
        paragraph: `El ${formatWhen(when)} alguien falló la contraseña de tu cuenta en ${companyTradeName} varias veces seguidas, así que hemos bloqueado el inicio de sesión durante ${minutes} minutos.`,
      },
      { paragraph: 'Si has sido tú, espera ese tiempo o restablece tu contraseña para entrar ya.' },
      {
        paragraph: `Si no has sido tú, alguien está intentando adivinar tu contraseña: restablécela por una nueva y larga, y escríbenos a ${companyEmail} si ves algo raro en tu cuenta.`,
      },
      { button: 'Restablecer mi contraseña', url: siteLink('/recuperar-contrasena') },
    ],
    reason: SECURITY_NOTICE_REASON(companyTradeName),
  });
}

/** Issue 9: registration answers the same for a known e-mail; its owner is told instead. */
export async function registrationAttemptEmail({ name }: { name: string }): Promise<MailContent> {
  const { companyTradeName } = await currentCompanyData();
  return render({
    subject: 'Alguien ha intentado registrarse con tu correo',
    name,
    blocks: [
      {
        paragraph: `Se ha intentado crear una cuenta en ${companyTradeName} con esta dirección de correo, pero ya tienes una.`,
      },
      { paragraph: 'Si has sido tú, inicia sesión con tu cuenta; si no recuerdas la contraseña, restablécela.' },
      { button: 'Iniciar sesión', url: siteLink('/login') },
      { paragraph: 'Si no has sido tú, no tienes que hacer nada: nadie ha entrado en tu cuenta.' },
    ],
    reason: SECURITY_NOTICE_REASON(companyTradeName),
  });
}

/** Issue 9: when the e-mail of an account changes, the old address is told. */
export async function emailChangedEmail({
  name,
  newEmail,
  when,
}: {
  name: string;
  newEmail: string;
  when: When;
}): Promise<MailContent> {
  const { companyTradeName, companyEmail } = await currentCompanyData();
  return render({
    subject: 'El correo de tu cuenta ha cambiado',
    name,
    blocks: [
      {
        paragraph: `El ${formatWhen(when)} el correo de tu cuenta en ${companyTradeName} se cambió a ${newEmail}. Desde ahora te escribiremos allí.`,
      },
      { paragraph: 'Si has sido tú, no tienes que hacer nada más.' },
      {
        paragraph: `Si no has sido tú, alguien ha entrado en tu cuenta: escríbenos cuanto antes a ${companyEmail} desde esta dirección.`,
      },
    ],
    reason: SECURITY_NOTICE_REASON(companyTradeName),
  });
}

/** `details`: what was chosen, in words ("Sin lechuga", "Salsa: kétchup"). */
export type OrderMailLine = { quantity: number; name: string; totalCents: number; details: string[] };

/** Order confirmation: number, lines, each discount as its own line, totals, where and when. */
export async function orderConfirmationEmail(order: {
  name: string;
  number: string;
  url: string;
  lines: OrderMailLine[];
  discounts: { label: string; amountCents: number }[];
  subtotalCents: number;
  surchargeCents: number;
  shippingCents: number;
  packaging: { units: number; amountCents: number };
  totalCents: number;
  taxCents: number;
  /** IVA per rate; empty for an order placed before it was kept. */
  taxes: { rate: number; baseCents: number; quotaCents: number }[];
  where: string;
  when: string;
}): Promise<MailContent> {
  const { companyTradeName } = await currentCompanyData();
  const euros = (cents: number) =>
    new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(cents / 100);
  const rows = [
    ...order.lines.map(
      (line) =>
        `${line.quantity} × ${line.name}${line.details.length ? ` (${line.details.join(' · ')})` : ''}: ${euros(line.totalCents)}`,
    ),
    `Subtotal: ${euros(order.subtotalCents)}`,
    ...order.discounts.map((discount) => `${discount.label}: −${euros(discount.amountCents)}`),
    ...(order.surchargeCents ? [`Suplemento por pedido mínimo: ${euros(order.surchargeCents)}`] : []),
    ...(order.shippingCents ? [`Gastos de envío: ${euros(order.shippingCents)}`] : []),
    ...(order.packaging.units
      ? [`Envase de un solo uso × ${order.packaging.units}: ${euros(order.packaging.amountCents)}`]
      : []),
    `Total: ${euros(order.totalCents)} (IVA incluido: ${euros(order.taxCents)})`,
    ...order.taxes.map((tax) => `IVA ${tax.rate} %: base ${euros(tax.baseCents)}, cuota ${euros(tax.quotaCents)}`),
  ];
  return render({
    subject: `Pedido ${order.number} recibido`,
    name: order.name,
    blocks: [
      { paragraph: `Hemos recibido tu pedido ${order.number} en ${companyTradeName}. ${order.where}. ${order.when}.` },
      ...rows.map((row) => ({ paragraph: row })),
      { button: 'Seguir mi pedido', url: order.url },
    ],
    reason: `Recibes este correo porque has hecho un pedido en ${companyTradeName}.`,
  });
}

/** What the restaurant did with the order, for its customer (issue 10): accepted, rejected, cancelled, ready. */
export async function orderStatusEmail(order: {
  name: string;
  number: string;
  url: string;
  change: 'accepted' | 'rejected' | 'cancelled' | 'ready';
  /** "a las 21:15", for an accepted order. */
  readyAt?: string;
  reason?: string | null;
  restaurant: string;
}): Promise<MailContent> {
  const { companyTradeName } = await currentCompanyData();
  const words = {
    accepted: {
      subject: `Pedido ${order.number} aceptado`,
      text: `${order.restaurant} ha aceptado tu pedido ${order.number}. Lo tendrá listo ${order.readyAt ?? 'en breve'}.`,
    },
    rejected: {
      subject: `Pedido ${order.number} rechazado`,
      text: `Lo sentimos: ${order.restaurant} no puede preparar tu pedido ${order.number}. Motivo: ${order.reason ?? 'no indicado'}. No se te cobrará nada y, si usaste puntos o un código, vuelven a tu cuenta.`,
    },
    cancelled: {
      subject: `Pedido ${order.number} cancelado`,
      text: `${order.restaurant} ha cancelado tu pedido ${order.number}. Motivo: ${order.reason ?? 'no indicado'}. Si usaste puntos o un código, vuelven a tu cuenta.`,
    },
    ready: {
      subject: `Pedido ${order.number} listo`,
      text: `Tu pedido ${order.number} está listo para recoger en ${order.restaurant}.`,
    },
  }[order.change];
  return render({
    subject: words.subject,
    name: order.name,
    blocks: [{ paragraph: words.text }, { button: 'Ver mi pedido', url: order.url }],
    reason: `Recibes este correo porque has hecho un pedido en ${companyTradeName}.`,
  });
}

/** The words of a document's type on its e-mail. */
const DOCUMENT_TYPES: Record<string, string> = {
  F1: 'factura',
  F2: 'factura simplificada',
  F3: 'factura en sustitución de factura simplificada',
  R5: 'factura rectificativa',
};

/**
 * A ticket or invoice just issued (issue 16): the tax agency's QR first, as
 * on paper, then the issuer, each line with its rate, bases and quotas per
 * rate, the total, and the link to the printable page.
 */
export async function ticketEmail(document: {
  name: string;
  type: string;
  fullNumber: string;
  issueDate: string;
  issuer: { name: string; nif: string; address: string };
  recipient: { name: string | null; nif: string } | null;
  lines: { description: string; quantity: number; taxRate: number; totalCents: number }[];
  taxes: { rate: number; baseCents: number; quotaCents: number }[];
  totalCents: number;
  qrCid: string;
  isVerifactu: boolean;
  url: string;
  complaints: string;
}): Promise<MailContent> {
  const { companyTradeName } = await currentCompanyData();
  const euros = (cents: number) =>
    new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(cents / 100);
  const type = DOCUMENT_TYPES[document.type] ?? 'factura';
  return render({
    subject: `Tu ${type} ${document.fullNumber}`,
    name: document.name,
    blocks: [
      { paragraph: 'QR tributario:' },
      {
        image: {
          cid: document.qrCid,
          alt: 'Código QR para comprobar esta factura en la sede electrónica de la Agencia Tributaria',
          size: 160,
        },
      },
      ...(document.isVerifactu ? [{ paragraph: 'VERI*FACTU' }] : []),
      {
        paragraph: `${type.charAt(0).toUpperCase()}${type.slice(1)} n.º ${document.fullNumber}, expedida el ${document.issueDate.replaceAll('-', '/')}.`,
      },
      { paragraph: `${document.issuer.name} · NIF ${document.issuer.nif} · ${document.issuer.address}` },
      ...(document.recipient
        ? [{ paragraph: `Destinatario: ${document.recipient.name ?? ''} · NIF ${document.recipient.nif}` }]
        : []),
      ...document.lines.map((line) => ({
        paragraph: `${line.quantity > 1 ? `${line.quantity} × ` : ''}${line.description} (IVA ${line.taxRate} %): ${euros(line.totalCents)}`,
      })),
      ...document.taxes.map((tax) => ({
        paragraph: `IVA ${tax.rate} %: base ${euros(tax.baseCents)}, cuota ${euros(tax.quotaCents)}`,
      })),
      { paragraph: `Total: ${euros(document.totalCents)} (IVA incluido)` },
      { button: 'Ver e imprimir', url: document.url },
      { paragraph: document.complaints },
    ],
    reason: `Recibes este correo porque has hecho un pedido en ${companyTradeName}.`,
  });
}
