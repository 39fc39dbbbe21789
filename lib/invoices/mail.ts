import 'server-only';
import QRCode from 'qrcode';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { ticketEmail } from '@/lib/mail/order-templates';
import type { MailMessage } from '@/lib/mail/transport';
import { issuedDocument } from './queries';
import { isFullInvoice, netUnitPrice } from './documents';
import { ticketPath } from './paths';

const QR_CID = 'qr-tributario';

/**
 * The e-mail of a document just issued, with its QR attached inline (a
 * `cid:` image: mail clients block data URLs). Null when there is nobody to
 * write to: a phone caller without an account has an address under the
 * reserved .invalid domain.
 */
export async function ticketMessage(invoiceId: number): Promise<MailMessage | null> {
  const owner = await db.invoice.findUnique({
    where: { id: invoiceId },
    select: { order: { select: { user: { select: { email: true, name: true } } } } },
  });
  if (!owner || owner.order.user.email.endsWith('.invalid')) return null;
  const document = await issuedDocument(invoiceId);
  const qrUrl = document.verifactu.qr_url;
  const png = qrUrl ? await QRCode.toBuffer(qrUrl, { errorCorrectionLevel: 'M', margin: 4, width: 320 }) : null;
  const content = await ticketEmail({
    name: owner.order.user.name,
    type: document.type,
    fullNumber: document.full_number,
    issueDate: document.issue_date,
    issuer: document.issuer,
    recipient: document.recipient,
    corrects: document.corrects
      ? { fullNumber: document.corrects.full_number, issueDate: document.corrects.issue_date }
      : null,
    lines: document.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      taxRate: line.tax_rate,
      totalCents: line.total,
      ...(isFullInvoice(document.type) ? { netUnitCents: netUnitPrice(line) } : {}),
    })),
    taxes: document.taxes.map((tax) => ({ rate: tax.rate, baseCents: tax.base, quotaCents: tax.quota })),
    totalCents: document.total,
    qrCid: png ? QR_CID : null,
    url: new URL(ticketPath(document.order_id, document.full_number), env.SITE_URL).toString(),
    complaints: document.complaints_notice,
  });
  return {
    to: owner.order.user.email,
    ...content,
    attachments: png
      ? [
          {
            filename: 'qr-tributario.png',
            contentType: 'image/png',
            cid: QR_CID,
            contentBase64: png.toString('base64'),
          },
        ]
      : [],
  };
}
