import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer, type SMTPServerAuthentication } from 'smtp-server';
import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import {
  escapeHtml,
  passwordChangedEmail,
  passwordResetEmail,
  twoFactorChangedEmail,
  verificationEmail,
} from '@/lib/mail/templates';
import { clearOutbox, mailConfig, readOutbox, sendMail } from '@/lib/mail/transport';
import { ticketEmail } from '@/lib/mail/order-templates';
import { formatEuros } from '@/lib/pricing/money';

let outboxDir: string;

beforeEach(() => {
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-outbox-'));
  vi.stubEnv('MAIL_OUTBOX_DIR', outboxDir);
  for (const name of ['SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD', 'SMTP_SECURE', 'MAIL_FROM']) {
    vi.stubEnv(name, undefined);
  }
});

afterEach(() => {
  vi.unstubAllEnvs();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

describe('local outbox (no SMTP_HOST)', () => {
  it('writes one JSON file per message and reads them back, newest first', async () => {
    await sendMail({ to: 'ana@example.com', subject: 'Primero', html: '<p>uno</p>', text: 'uno' });
    await sendMail({ to: 'luis@example.com', subject: 'Segundo', html: '<p>dos</p>', text: 'dos' });
    await sendMail({ to: 'Ana@Example.com', subject: 'Tercero', html: '<p>tres</p>', text: 'tres' });

    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(3);
    for (const file of files) expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.json$/);

    const stored = JSON.parse(fs.readFileSync(path.join(outboxDir, files.sort()[0]!), 'utf8'));
    expect(stored).toEqual({
      id: expect.any(String),
      to: 'ana@example.com',
      from: `${env.COMPANY_TRADE_NAME} <${env.COMPANY_EMAIL}>`,
      subject: 'Primero',
      html: '<p>uno</p>',
      text: 'uno',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });

    expect(readOutbox().map((message) => message.subject)).toEqual(['Tercero', 'Segundo', 'Primero']);
    expect(readOutbox({ to: 'ana@example.com' }).map((message) => message.subject)).toEqual(['Tercero', 'Primero']);
    expect(readOutbox({ to: 'nadie@example.com' })).toEqual([]);

    clearOutbox();
    expect(readOutbox()).toEqual([]);
    expect(fs.existsSync(outboxDir)).toBe(true);
  });

  it('creates the folder when missing, resolves it from the project root and uses MAIL_FROM', async () => {
    vi.stubEnv('MAIL_OUTBOX_DIR', path.join(outboxDir, 'nested', 'mail'));
    vi.stubEnv('MAIL_FROM', 'Pruebas <pruebas@example.com>');
    await sendMail({ to: 'ana@example.com', subject: 'Hola', html: '<p>hola</p>', text: 'hola' });
    expect(readOutbox()).toMatchObject([{ to: 'ana@example.com', from: 'Pruebas <pruebas@example.com>' }]);

    vi.stubEnv('MAIL_OUTBOX_DIR', 'var/mail');
    expect(mailConfig().outboxDir).toBe(path.join(process.cwd(), 'var', 'mail'));
  });

  it('answers an empty outbox when the folder does not exist', () => {
    vi.stubEnv('MAIL_OUTBOX_DIR', path.join(outboxDir, 'missing'));
    expect(readOutbox()).toEqual([]);
    expect(() => clearOutbox()).not.toThrow();
  });

  it('refuses header injection', async () => {
    const message = { to: 'ana@example.com', subject: 'Hola', html: '', text: '' };
    await expect(sendMail({ ...message, to: 'ana@example.com\r\nBcc: x@example.com' })).rejects.toThrow();
    await expect(sendMail({ ...message, subject: 'Hola\nBcc: x@example.com' })).rejects.toThrow();
    expect(readOutbox()).toEqual([]);
  });
});

// --- a real SMTP server on loopback -----------------------------------------

interface Received {
  from: string | false;
  rcptTo: string[];
  user: unknown;
  data: string;
}

async function startSmtpServer(credentials?: { user: string; pass: string }) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth: SMTPServerAuthentication, _session, callback) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom && session.envelope.mailFrom.address,
          rcptTo: session.envelope.rcptTo.map((address) => address.address),
          user: session.user,
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Headers (unfolded) and the decoded text/plain part of a raw MIME message. */
function parseMessage(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: rest.join('\n\n') };
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodePart(part: string): string {
  const { headers, body } = parseMessage(part);
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function textPart(raw: string): string {
  const { headers } = parseMessage(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) return decodePart(raw);
  const parts = raw.split(`--${boundary}`).map((part) => part.replace(/^\r?\n/, ''));
  const plain = parts.find((part) => /^text\/plain/i.test(parseMessage(part).headers.get('content-type') ?? ''));
  return plain ? decodePart(plain) : '';
}

describe('SMTP (SMTP_HOST set)', () => {
  it('delivers the message to the SMTP server', async () => {
    const smtp = await startSmtpServer();
    try {
      vi.stubEnv('SMTP_HOST', '127.0.0.1');
      vi.stubEnv('SMTP_PORT', String(smtp.port));
      vi.stubEnv('MAIL_FROM', 'Casa Elefante <hola@casaelefante.example>');

      const text = 'Hola, Ana:\n\nTu código es 123456. ¡Gracias por tu pedido!\n';
      await sendMail({
        to: 'ana@example.com',
        subject: 'Confirma tu correo electrónico',
        html: '<p>Tu código es <strong>123456</strong>.</p>',
        text,
      });

      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message!.rcptTo).toEqual(['ana@example.com']);
      expect(message!.from).toBe('hola@casaelefante.example');
      const { headers } = parseMessage(message!.data);
      expect(decodeEncodedWords(headers.get('subject') ?? '')).toBe('Confirma tu correo electrónico');
      expect(headers.get('to')).toContain('ana@example.com');
      expect(textPart(message!.data).replace(/\r\n/g, '\n')).toContain('Tu código es 123456. ¡Gracias por tu pedido!');
      // Nothing went to the local outbox.
      expect(readOutbox()).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it('authenticates with SMTP_USER and SMTP_PASSWORD', async () => {
    const smtp = await startSmtpServer({ user: 'mailer', pass: 's3creto' });
    try {
      vi.stubEnv('SMTP_HOST', '127.0.0.1');
      vi.stubEnv('SMTP_PORT', String(smtp.port));
      vi.stubEnv('SMTP_USER', 'mailer');
      vi.stubEnv('SMTP_PASSWORD', 's3creto');
      vi.stubEnv('SMTP_SECURE', 'false');

      await sendMail({ to: 'luis@example.com', subject: 'Plain subject', html: '<p>hi</p>', text: 'hi there' });
      expect(smtp.received).toMatchObject([{ rcptTo: ['luis@example.com'], user: 'mailer' }]);
      expect(parseMessage(smtp.received[0]!.data).headers.get('subject')).toBe('Plain subject');
      expect(textPart(smtp.received[0]!.data)).toContain('hi there');

      vi.stubEnv('SMTP_PASSWORD', 'wrong');
      await expect(
        sendMail({ to: 'luis@example.com', subject: 'Plain subject', html: '<p>hi</p>', text: 'hi' }),
      ).rejects.toThrow();
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});

// --- templates ------------------------------------------------------------------

describe("a ticket's e-mail", () => {
  it('names the rate of a line split between rates once, as a part, and writes a correction with a minus sign', async () => {
    const mail = await ticketEmail({
      name: 'Ana',
      type: 'R5',
      fullNumber: 'RUZ1-2026-R/000001',
      issueDate: '29-11-2026',
      issuer: { name: 'Casa Elefante S.L.', nif: 'B12345674', address: 'Carrer de Sueca, 32, Valencia' },
      recipient: null,
      corrects: { fullNumber: 'RUZ1-2026/000007', issueDate: '29-11-2026' },
      lines: [
        { description: 'Menú arrocero', quantity: 1, taxRate: 10, totalCents: -1450 },
        { description: '2 × Menú Clásico (parte al 21 %)', quantity: 1, taxRate: 21, totalCents: -580 },
        { description: 'Gastos de envío (parte al 10 %)', quantity: 1, taxRate: 10, totalCents: -150 },
        { description: 'Gastos de envío (parte al 21 %)', quantity: 1, taxRate: 21, totalCents: -50 },
      ],
      taxes: [
        { rate: 10, baseCents: -1455, quotaCents: -145 },
        { rate: 21, baseCents: -521, quotaCents: -109 },
      ],
      totalCents: -2230,
      qrCid: null,
      url: 'https://tienda.example/pedido-confirmado/x/ticket',
      complaints: 'Hojas de reclamaciones a tu disposición.',
    });
    expect(mail.text).toContain(`Gastos de envío (parte al IVA 10 %): −${formatEuros(150)}`);
    expect(mail.text).toContain(`Gastos de envío (parte al IVA 21 %): −${formatEuros(50)}`);
    expect(mail.text).toContain(`2 × Menú Clásico (parte al IVA 21 %): −${formatEuros(580)}`);
    expect(mail.text).toContain(`Menú arrocero (IVA 10 %): −${formatEuros(1450)}`);
    expect(mail.text).not.toMatch(/parte al \d+ %\) \(IVA/);
    expect(mail.text).toContain(`Total: −${formatEuros(2230)} (IVA incluido)`);
    expect(mail.text).not.toMatch(/(^|\s)-\d/m);
  });
});

describe('templates', () => {
  const name = '<script>alert("x")</script> & Ana';
  const url = 'https://tienda.example/verify-email/7/abc?expires=1&signature="x"';
  const when = new Date('2026-05-12T08:30:00Z');

  let all: Awaited<ReturnType<typeof verificationEmail>>[] = [];
  beforeAll(async () => {
    all = await Promise.all([
      verificationEmail({ name, url }),
      passwordResetEmail({ name, url, minutes: 60 }),
      passwordChangedEmail({ name, when }),
      twoFactorChangedEmail({ name, enabled: true, when }),
      twoFactorChangedEmail({ name, enabled: false, when }),
    ]);
  });

  it('escape every interpolated value in the HTML', () => {
    for (const mail of all) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('"x")');
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Ana');
      expect(mail.text).toContain(name);
      expect(mail.html).toContain(`<html lang="es">`);
      expect(mail.html).toContain(escapeHtml(env.COMPANY_TRADE_NAME));
      expect(mail.html).toContain(escapeHtml(env.COMPANY_ADDRESS));
      expect(mail.text).toContain(env.COMPANY_NAME);
      expect(mail.text).toMatch(/Recibes este correo porque/);
    }
  });

  it('include the link in both the HTML and the text', () => {
    for (const mail of all.slice(0, 2)) {
      expect(mail.html).toContain(`href="${escapeHtml(url)}"`);
      expect(mail.text).toContain(url);
    }
  });

  it('have Spanish subjects and content', () => {
    expect(all.map((mail) => mail.subject)).toEqual([
      'Confirma tu correo electrónico',
      'Restablece tu contraseña',
      'Tu contraseña ha cambiado',
      'Verificación en dos pasos activada',
      'Verificación en dos pasos desactivada',
    ]);
    const [, reset, changed] = all;
    expect(reset!.text).toContain('60 minutos');
    expect(reset!.text).toMatch(/Si no has pedido restablecer tu contraseña, ignora este mensaje/);
    expect(changed!.text).toContain('12 de mayo de 2026');
    expect(changed!.text).toContain('10:30'); // Madrid time (CEST)
    expect(changed!.text).toMatch(/Si no has sido tú/);
    expect(changed!.text).toContain(`${env.SITE_URL.replace(/\/+$/, '')}/recuperar-contrasena`);
  });

  it('refuse links that are not http(s)', async () => {
    await expect(verificationEmail({ name: 'Ana', url: 'javascript:alert(1)' })).rejects.toThrow();
  });

  it('can be sent as they are', async () => {
    await sendMail({ to: 'ana@example.com', ...(await verificationEmail({ name: 'Ana', url })) });
    const [stored] = readOutbox({ to: 'ana@example.com' });
    expect(stored).toMatchObject({ subject: 'Confirma tu correo electrónico' });
    expect(stored!.text).toContain(url);
  });
});
