import { render, type MailContent } from '@/lib/mail/layout';
import { currentCompanyData } from '@/lib/settings/company';
import { formatEuros } from '@/lib/pricing/money';

// Order e-mails (confirmation, status changes, tickets and invoices), in
// Spanish. E-mails are not rendered by next-intl, so their strings live here;
// the shared layout is in layout.ts.

/** «12,50 €»; a negative amount (a correction's) with the minus sign the discounts use, «−16,50 €». */
function euros(cents: number): string {
  return formatEuros(cents).replace(/^-/, '−');
}

/** Why a customer gets an order e-mail, shown in the footer. */
function orderReason(tradeName: string): string {
  return `Recibes este correo porque has hecho un pedido en ${tradeName}.`;
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
    reason: orderReason(companyTradeName),
  });
}

/** What the restaurant did with the order, for its customer (issue 10): accepted, rejected, cancelled, ready. */
export async function orderStatusEmail(order: {
  name: string;
  number: string;
  url: string;
  change: 'accepted' | 'rejected' | 'cancelled' | 'ready';
  /** "a las 21:15", for an accepted order: when it is ready, or at the door for a delivery. */
  readyAt?: string;
  isDelivery?: boolean;
  /** An order placed at a table: it is served there, not collected. */
  tableNumber?: number | null;
  /** Paid online already: a rejection or cancellation refunds it, rather than charging nothing. */
  isPaid?: boolean;
  reason?: string | null;
  restaurant: string;
}): Promise<MailContent> {
  const { companyTradeName } = await currentCompanyData();
  const money = order.isPaid ? 'Te devolvemos lo que pagaste, por el mismo medio de pago' : 'No se te cobrará nada';
  const words = {
    accepted: {
      subject: `Pedido ${order.number} aceptado`,
      text: order.isDelivery
        ? `${order.restaurant} ha aceptado tu pedido ${order.number}. Llegará ${order.readyAt ? `hacia las ${order.readyAt.replace(/^a las /, '')}` : 'en cuanto esté listo'}.`
        : `${order.restaurant} ha aceptado tu pedido ${order.number}. Lo tendrá listo ${order.readyAt ?? 'en breve'}.`,
    },
    rejected: {
      subject: `Pedido ${order.number} rechazado`,
      text: `Lo sentimos: ${order.restaurant} no puede preparar tu pedido ${order.number}. Motivo: ${order.reason ?? 'no indicado'}. ${money} y, si usaste puntos o un código, vuelven a tu cuenta.`,
    },
    cancelled: {
      subject: `Pedido ${order.number} cancelado`,
      text: `${order.restaurant} ha cancelado tu pedido ${order.number}. Motivo: ${order.reason ?? 'no indicado'}. ${order.isPaid ? `${money}. ` : ''}Si usaste puntos o un código, vuelven a tu cuenta.`,
    },
    ready: {
      subject: `Pedido ${order.number} listo`,
      text:
        order.tableNumber != null
          ? `Tu pedido ${order.number} está listo: te lo llevamos a la mesa ${order.tableNumber} enseguida.`
          : `Tu pedido ${order.number} está listo para recoger en ${order.restaurant}.`,
    },
  }[order.change];
  return render({
    subject: words.subject,
    name: order.name,
    blocks: [{ paragraph: words.text }, { button: 'Ver mi pedido', url: order.url }],
    reason: orderReason(companyTradeName),
  });
}

/** The words of a document's type on its e-mail. */
const DOCUMENT_TYPES: Record<string, string> = {
  F1: 'factura',
  F2: 'factura simplificada',
  F3: 'factura en sustitución de factura simplificada',
  R1: 'factura rectificativa',
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
  recipient: { name: string | null; nif: string; address: string | null } | null;
  /** The document an F3 substitutes or an R1 or R5 corrects. */
  corrects: { fullNumber: string; issueDate: string } | null;
  /** netUnitCents: a full invoice's unit price without IVA (art. 6.1.f). */
  lines: { description: string; quantity: number; taxRate: number; totalCents: number; netUnitCents?: number }[];
  taxes: { rate: number; baseCents: number; quotaCents: number }[];
  totalCents: number;
  /** The tax agency's QR, attached inline, with the VERI*FACTU legend; null outside VERI*FACTU (SII). */
  qrCid: string | null;
  url: string;
  complaints: string;
}): Promise<MailContent> {
  const { companyTradeName } = await currentCompanyData();
  const type = DOCUMENT_TYPES[document.type] ?? 'factura';
  return render({
    subject: `Tu ${type} ${document.fullNumber}`,
    name: document.name,
    blocks: [
      ...(document.qrCid
        ? [
            { paragraph: 'QR tributario:' },
            {
              image: {
                cid: document.qrCid,
                alt: 'Código QR para comprobar esta factura en la sede electrónica de la Agencia Tributaria',
                size: 160,
              },
            },
            { paragraph: 'VERI*FACTU' },
          ]
        : []),
      {
        paragraph: `${type.charAt(0).toUpperCase()}${type.slice(1)} n.º ${document.fullNumber}, expedida el ${document.issueDate.replaceAll('-', '/')}.`,
      },
      { paragraph: `${document.issuer.name} · NIF ${document.issuer.nif} · ${document.issuer.address}` },
      ...(document.corrects
        ? [
            {
              paragraph: document.type.startsWith('R')
                ? `Rectifica la factura ${document.corrects.fullNumber}, del ${document.corrects.issueDate.replaceAll('-', '/')}: el pedido se canceló o se devolvió.`
                : `Sustituye a la factura simplificada ${document.corrects.fullNumber}, del ${document.corrects.issueDate.replaceAll('-', '/')}.`,
            },
          ]
        : []),
      ...(document.recipient
        ? [
            {
              paragraph: [
                `Destinatario: ${document.recipient.name ?? ''} · NIF ${document.recipient.nif}`,
                document.recipient.address,
              ]
                .filter(Boolean)
                .join(' · '),
            },
          ]
        : []),
      ...document.lines.map((line) => ({
        // A line split between rates says its rate once, and that it is a part: «Gastos de envío (parte al IVA 10 %)».
        paragraph: `${line.quantity > 1 ? `${line.quantity} × ` : ''}${line.description.replace(/ \(parte al \d+ %\)$/, '')} (${
          / \(parte al \d+ %\)$/.test(line.description) ? 'parte al ' : ''
        }IVA ${line.taxRate} %${
          line.netUnitCents === undefined ? '' : `, precio unitario sin IVA ${euros(line.netUnitCents)}`
        }): ${euros(line.totalCents)}`,
      })),
      ...document.taxes.map((tax) => ({
        paragraph: `IVA ${tax.rate} %: base ${euros(tax.baseCents)}, cuota ${euros(tax.quotaCents)}`,
      })),
      { paragraph: `Total: ${euros(document.totalCents)} (IVA incluido)` },
      { button: 'Ver e imprimir', url: document.url },
      { paragraph: document.complaints },
    ],
    reason: orderReason(companyTradeName),
  });
}
