// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// lib/toast.ts: sonner and the Toaster come with a page's first toast
// (decision 027); a toast asked for before the Toaster is on the page waits
// for it instead of being lost.

const { shown, sonnerMock } = vi.hoisted(() => {
  const shown: Array<[string, unknown, unknown]> = [];
  const record = (kind: string) => (message: unknown, data?: unknown) => shown.push([kind, message, data]);
  const sonnerMock = () => ({
    toast: Object.assign(record('plain'), {
      success: record('success'),
      error: record('error'),
      warning: record('warning'),
    }),
  });
  return { shown, sonnerMock };
});
vi.mock('sonner', sonnerMock);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toast before and after the Toaster', () => {
  beforeEach(() => {
    shown.length = 0;
    vi.resetModules();
  });

  it('holds a toast until the Toaster is mounted, then shows it with its options', async () => {
    const { toast, toasterMounted } = await import('@/lib/toast');
    const undo = { label: 'Deshacer', onClick: () => undefined };
    toast.success('Añadido a tu pedido.', { action: undo });
    await settle();
    expect(shown).toEqual([]);

    toasterMounted();
    await vi.waitFor(() => expect(shown).toEqual([['success', 'Añadido a tu pedido.', { action: undo }]]));
  });

  it('asks the app shell for the Toaster on the first toast, not before', async () => {
    const { toast, isToasterWanted, subscribeToToasterWanted } = await import('@/lib/toast');
    const told = vi.fn();
    subscribeToToasterWanted(told);
    expect(isToasterWanted()).toBe(false);
    toast.error('No se ha podido.');
    toast.error('Otra vez.');
    expect(isToasterWanted()).toBe(true);
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('keeps a toast whose sonner could not be fetched (offline) and shows it once back online', async () => {
    let isOffline = true;
    vi.doMock('sonner', () => {
      if (isOffline) throw new Error('Failed to load chunk');
      return {
        toast: Object.assign(vi.fn(), { error: (message: unknown) => shown.push(['error', message, undefined]) }),
      };
    });
    const { toast, toasterMounted } = await import('@/lib/toast');
    toasterMounted();
    toast.error('Sin conexión.');
    await settle();
    await settle();
    expect(shown).toEqual([]);

    isOffline = false;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(shown).toEqual([['error', 'Sin conexión.', undefined]]));
    vi.doMock('sonner', sonnerMock);
  });

  it('shows each kind through sonner once the Toaster is there, in order', async () => {
    const { toast, toasterMounted } = await import('@/lib/toast');
    toasterMounted();
    toast('Recuperado.');
    toast.error('No se ha podido.');
    toast.warning('Cuidado.');
    await vi.waitFor(() =>
      expect(shown.map(([kind, message]) => [kind, message])).toEqual([
        ['plain', 'Recuperado.'],
        ['error', 'No se ha podido.'],
        ['warning', 'Cuidado.'],
      ]),
    );
  });
});
