import { describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/internal/cached-pages/route';

// POST /api/internal/cached-pages re-renders a process's kept pages when
// another process changed what they show (lib/site/cached-pages.ts). Anyone
// on the internet can reach the address: without the process's own secret it
// is an unknown address, and it re-renders nothing.

const revalidatePath = vi.hoisted(() => vi.fn());
vi.mock('next/cache', () => ({ revalidatePath }));

const call = (headers: Record<string, string> = {}) =>
  POST(new Request('http://localhost/api/internal/cached-pages', { method: 'POST', headers }));

describe('the internal revalidation address', () => {
  it('answers 404 and re-renders nothing without the secret, with a forged one or one of the right length', async () => {
    const forged: Record<string, string>[] = [
      {},
      { 'X-Internal-Token': '' },
      { 'X-Internal-Token': 'secret' },
      { 'X-Internal-Token': 'A'.repeat(43) },
      { 'X-Internal-Token': 'A'.repeat(4096) },
    ];
    for (const headers of forged) {
      const response = await call(headers);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'not_found' });
    }
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('re-renders with the process’s own secret', async () => {
    const token = (globalThis as { __cachedPagesToken?: string }).__cachedPagesToken!;
    expect((await call({ 'X-Internal-Token': token })).status).toBe(204);
    expect(revalidatePath).toHaveBeenCalledWith('/', 'layout');
  });
});
