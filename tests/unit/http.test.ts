import { describe, expect, it } from 'vitest';
import { shouldPrefetch } from '@/lib/http/prefetch';
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, shouldReloadAfterChunkError } from '@/lib/http/chunk-reload';
import { statusOf } from '@/lib/http/error-status';
import { isOtherPage, LOADING_BAR } from '@/lib/http/loading-bar';

describe('shouldPrefetch', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('with connection %o prefetches: %s', (connection, expected) => {
    expect(shouldPrefetch(connection)).toBe(expected);
  });
});

describe('chunk load failures', () => {
  it.each([
    [{ name: 'ChunkLoadError', message: 'x' }, true],
    [new Error('Loading chunk 123 failed.'), true],
    [new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/a.js'), true],
    [new Error('Loading CSS chunk app-layout failed'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['Loading chunk 1 failed', false],
    [null, false],
  ])('%o is a chunk load error: %s', (reason, expected) => {
    expect(isChunkLoadError(reason)).toBe(expected);
  });

  it('reloads at most once per 60 seconds', () => {
    const now = 1_000_000;
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
    expect(shouldReloadAfterChunkError(null, now)).toBe(true);
    expect(shouldReloadAfterChunkError(now - 59_999, now)).toBe(false);
    expect(shouldReloadAfterChunkError(now - 60_000, now)).toBe(true);
  });
});

describe('statusOf', () => {
  it.each([
    [{ statusCode: 404 }, 404],
    [{ status: 403 }, 403],
    [{ response: { status: 423 } }, 423],
    [{ statusCode: 'x', status: 410 }, 410],
    [new Error('boom'), 500],
    [undefined, 500],
  ])('%o -> %i', (error, status) => {
    expect(statusOf(error)).toBe(status);
  });
});

describe('the loading bar', () => {
  const here = 'http://localhost:3000/pedido-online';

  it('has the timings of the spec', () => {
    expect(LOADING_BAR).toEqual({ heightPx: 2, throttleMs: 200, durationMs: 5000, hideDelayMs: 500 });
  });

  it('starts only for another page of the site, not for the same page or its hash', () => {
    expect(isOtherPage('/aviso-legal', here)).toBe(true);
    expect(isOtherPage('/pedido-online?mesa=4', here)).toBe(true);
    expect(isOtherPage('/pedido-online', here)).toBe(false);
    expect(isOtherPage('/pedido-online#top', here)).toBe(false);
    expect(isOtherPage('https://www.instagram.com/x', here)).toBe(false);
  });
});
