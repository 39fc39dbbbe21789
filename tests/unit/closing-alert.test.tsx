// @vitest-environment jsdom
import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import messages from '@/messages/es.json';
import { ClosingAlert } from '@/components/catalogue/closing-alert';
import type { OpenState } from '@/lib/restaurants/hours';

// The closed-restaurant alert is told once per tab (sessionStorage). The
// server cannot know: a second visit must hydrate without a mismatch and stay
// closed, a first one must open once the page is live.

const closed: OpenState = {
  isOpen: false,
  closesAt: null,
  closesInMinutes: null,
  closesSoon: false,
  nextOpening: { weekday: 4, opensAt: '12:30', date: '2026-11-26' },
};

const alert = (
  <NextIntlClientProvider locale="es" messages={messages}>
    <ClosingAlert
      seenKey="checkout:ruzafa:takeaway"
      restaurant="Casa Elefante Ruzafa"
      state={closed}
      today="2026-11-26"
    />
  </NextIntlClientProvider>
);

/** The server's HTML (the server has no sessionStorage: `seenInTab` is set only after it), then hydration. */
async function hydrate(seenInTab: boolean): Promise<{ container: HTMLElement; errors: unknown[] }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(alert);
  if (seenInTab) sessionStorage.setItem('aviso-cierre:checkout:ruzafa:takeaway:closed', '1');
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, alert, { onRecoverableError: (error) => errors.push(error) });
  });
  // On checkout the dialog's code is fetched when it opens (issue 11): wait until it has arrived.
  await waitFor(() => expect(container.querySelector('[data-lazy-pending]')).toBeNull());
  return { container, errors };
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom has no modal dialogs: open and close set the attribute, as browsers do.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('ClosingAlert', () => {
  it('opens on the first visit of the tab, after hydrating without a mismatch', async () => {
    const { container, errors } = await hydrate(false);
    expect(errors).toEqual([]);
    expect(container.querySelector('dialog')?.textContent).toContain('Casa Elefante Ruzafa está cerrado');
    // It opens in an effect once its code has arrived: on a busy machine that is a tick after the module.
    await waitFor(() => expect(container.querySelector('dialog')?.hasAttribute('open')).toBe(true));
  });

  it('stays closed on a second visit in the same tab, without a hydration mismatch', async () => {
    const { container, errors } = await hydrate(true);
    expect(errors).toEqual([]);
    expect(container.querySelector('dialog[open]')).toBeNull();
    // Nothing is fetched for an alert that is not due.
    expect(container.querySelector('[data-lazy-pending]')).toBeNull();
  });
});
