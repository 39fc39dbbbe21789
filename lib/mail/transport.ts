import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { isDevelopment, parseEnv, type Env } from '@/lib/env';

// Sends e-mail through SMTP when SMTP_HOST is configured; otherwise writes each
// message as a JSON file to a local outbox (MAIL_OUTBOX_DIR, default var/mail),
// where developers, tests and the README can read it.
//
// Configuration is read again on every send (parseEnv, not the `env`
// parsed at import), so it can change between tests. Message bodies carry
// tokens: they are never logged.

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Inline images the HTML shows as `cid:` (the ticket's QR), base64. */
  attachments?: MailAttachment[];
}

export type MailAttachment = { filename: string; contentType: string; cid: string; contentBase64: string };

export interface OutboxMessage extends MailMessage {
  id: string;
  from: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

export interface MailConfig {
  from: string;
  outboxDir: string;
  smtp: { host: string; port: number; secure: boolean; user?: string; password?: string } | null;
}

/** Characters that make a display name need quotes in an address header (RFC 5322 specials). */
const SPECIALS = /[()<>[\]:;@\\,."]/;

function formatAddress(name: string, address: string): string {
  const displayName = SPECIALS.test(name) ? `"${name.replace(/["\\]/g, '\\$&')}"` : name;
  return `${displayName} <${address}>`;
}

/** The mail settings, read again at each send (lib/env). */
export function mailConfig(config: Env = parseEnv()): MailConfig {
  const host = config.SMTP_HOST || undefined;
  return {
    from: config.MAIL_FROM || formatAddress(config.COMPANY_TRADE_NAME, config.COMPANY_EMAIL),
    outboxDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), config.MAIL_OUTBOX_DIR),
    smtp: host
      ? {
          host,
          port: config.SMTP_PORT,
          secure: config.SMTP_SECURE === 'true',
          user: config.SMTP_USER || undefined,
          password: config.SMTP_PASSWORD || undefined,
        }
      : null,
  };
}

const LINE_BREAK = /[\r\n]/;

function checkHeaders(message: MailMessage): void {
  if (!message.to.trim() || LINE_BREAK.test(message.to)) throw new Error('Invalid mail recipient');
  if (LINE_BREAK.test(message.subject)) throw new Error('Invalid mail subject');
}

export async function sendMail(message: MailMessage): Promise<void> {
  checkHeaders(message);
  const config = mailConfig();
  if (config.smtp) await sendSmtp(config.from, config.smtp, message);
  else writeToOutbox(config, message);
  if (isDevelopment()) console.info(`Mail to ${message.to}: ${message.subject}`);
}

async function sendSmtp(from: string, smtp: NonNullable<MailConfig['smtp']>, message: MailMessage): Promise<void> {
  const transporter = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  try {
    await transporter.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: message.attachments?.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        cid: attachment.cid,
        content: Buffer.from(attachment.contentBase64, 'base64'),
      })),
    });
  } finally {
    transporter.close();
  }
}

// Timestamps of the outbox increase strictly within a process, so "newest
// first" is well defined even for messages written in the same millisecond.
let lastStamp = 0;

function writeToOutbox(config: MailConfig, message: MailMessage): void {
  const stamp = Math.max(Date.now(), lastStamp + 1);
  lastStamp = stamp;
  const createdAt = new Date(stamp).toISOString();
  const stored: OutboxMessage = {
    id: randomUUID(),
    to: message.to,
    from: config.from,
    subject: message.subject,
    html: message.html,
    text: message.text,
    ...(message.attachments?.length ? { attachments: message.attachments } : {}),
    createdAt,
  };
  fs.mkdirSync(config.outboxDir, { recursive: true });
  // Colons are not allowed in Windows file names.
  const name = `${createdAt.replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.json`;
  const file = path.join(config.outboxDir, name);
  // Write then rename, so a reader never sees half a message.
  const temporary = `${file}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(stored, null, 2), { mode: 0o600 });
  fs.renameSync(temporary, file);
}

function outboxFiles(dir: string): string[] {
  try {
    return fs.readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

function isOutboxMessage(value: unknown): value is OutboxMessage {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['id', 'to', 'from', 'subject', 'html', 'text', 'createdAt'].every((key) => typeof record[key] === 'string');
}

/** Messages in the local outbox, newest first; `to` filters by recipient (case-insensitive). */
export function readOutbox(filter: { to?: string } = {}): OutboxMessage[] {
  const dir = mailConfig().outboxDir;
  const wanted = filter.to?.trim().toLowerCase();
  const messages: { name: string; message: OutboxMessage }[] = [];
  for (const name of outboxFiles(dir)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
    } catch {
      continue; // removed meanwhile, or not ours
    }
    if (!isOutboxMessage(parsed)) continue;
    if (wanted !== undefined && parsed.to.trim().toLowerCase() !== wanted) continue;
    messages.push({ name, message: parsed });
  }
  messages.sort((a, b) => b.message.createdAt.localeCompare(a.message.createdAt) || b.name.localeCompare(a.name));
  return messages.map(({ message }) => message);
}

/** Deletes every message of the local outbox (only its .json files; the folder stays). */
export function clearOutbox(): void {
  const dir = mailConfig().outboxDir;
  for (const name of outboxFiles(dir)) fs.rmSync(path.join(dir, name), { force: true });
}
