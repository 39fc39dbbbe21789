import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { revalidatePath } from 'next/cache';
import type { DbClient } from '@/lib/db';
import { databaseProvider, databaseUrl } from '@/lib/db/url';
import { parseEnv } from '@/lib/env';
import { PAGES_CHANNEL, listenToOtherProcesses, signalPayload } from '@/lib/live/postgresql-signal';

// The pages Next keeps (decision 015: the home page, /pedido-online, the
// footer pages) are rendered again on their next request once what they show
// changed, in every process. Here at once, in the request that made the
// change; on PostgreSQL the other processes hear it through NOTIFY. Next only
// revalidates inside one of its own requests, so a process that hears the
// signal sends one to itself (POST /api/internal/cached-pages), carrying a
// secret that only this process knows.

const shared = globalThis as { __cachedPagesToken?: string };
const token = (shared.__cachedPagesToken ??= randomBytes(32).toString('base64url'));

/** Whether `given` is this process's own secret (the internal route refuses anyone else). */
export function isOwnRevalidation(given: string | null): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Renders this process's kept pages again on their next request; nothing outside a Next.js request. */
export function revalidateHere(): void {
  try {
    revalidatePath('/', 'layout');
  } catch {
    // Outside a Next.js request (a script such as the seed): nothing cached here.
  }
}

/**
 * After a change the kept pages show: here, and in every other process
 * (through `client`, so that inside a transaction the signal leaves with the commit).
 */
export async function revalidateCachedPages(client: DbClient): Promise<void> {
  revalidateHere();
  if (databaseProvider() !== 'postgresql') return;
  // Not caught: inside a transaction a failed statement aborts it, and the caller must know.
  await client.$executeRaw`SELECT pg_notify(${PAGES_CHANNEL}, ${signalPayload('')})`;
}

/** This server, as the process itself reaches it. */
function ownOrigin(): string {
  const { PORT, HOSTNAME } = parseEnv();
  const host = !HOSTNAME || HOSTNAME === '0.0.0.0' || HOSTNAME === '::' ? '127.0.0.1' : HOSTNAME;
  return `http://${host.includes(':') ? `[${host}]` : host}:${PORT}`;
}

async function revalidateThroughOwnServer(): Promise<void> {
  try {
    const response = await fetch(`${ownOrigin()}/api/internal/cached-pages`, {
      method: 'POST',
      headers: { 'X-Internal-Token': token },
      signal: AbortSignal.timeout(5_000),
    });
    if (response.status !== 204) console.warn(`[live] revalidating the kept pages answered ${response.status}`);
  } catch (error) {
    console.warn('[live] could not revalidate the kept pages:', (error as Error).message);
  }
}

/** On PostgreSQL, from server start: the other processes' changes re-render this one's kept pages. */
export function listenForPageChanges(): void {
  const url = databaseUrl();
  if (databaseProvider(url) !== 'postgresql') return;
  void listenToOtherProcesses(url, PAGES_CHANNEL, () => void revalidateThroughOwnServer());
}
