import { beforeEach, describe, expect, it, vi } from 'vitest';

// lib/toast.ts: sonner and the Toaster come with a page's first toast
// (decision 027); a toast asked for before the Toaster is on the page waits
// for it instead of being lost.

const shown = vi.hoisted(() => [] as Array<[string, unknown, unknown]>);
vi.mock('sonner', () => {
  const record = (kind: string) => (message: unknown, data?: unknown) => shown.push([kind, message, data]);
  return {
    toast: Object.assign(record('plain'), {
      success: record('success'),
      error: record('error'),
      warning: record('warning'),
    }),
  };
});

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
