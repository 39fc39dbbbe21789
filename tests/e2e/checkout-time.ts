import type { Locator, Page } from '@playwright/test';
import { expect, isPhone } from './fixtures';

/** Below Tailwind's `sm` (640 px) the checkout's time is chosen in the delivery time modal. */
export const choosesTimeInModal = isPhone;

/** The phone's time button, in the section named "¿Cuándo…?". */
export const timeButton = (page: Page) => page.getByRole('group', { name: /^¿Cuándo/ }).getByRole('button');

/**
 * Chooses "A una hora concreta" at checkout, in the page (sm and up) or in
 * the delivery time modal (phone); `pick` gets the slot's select to choose
 * one of its times before the modal is accepted.
 */
export async function chooseScheduledTime(page: Page, pick?: (slot: Locator) => Promise<void>): Promise<void> {
  if (!choosesTimeInModal(page)) {
    const scheduled = page.getByRole('radio', { name: 'A una hora concreta' });
    if (!(await scheduled.isChecked())) await scheduled.check();
    if (pick) await pick(page.getByLabel('Hora', { exact: true }));
    return;
  }
  await timeButton(page).click();
  const dialog = page.getByRole('dialog', { name: /^¿Cuándo/ });
  const scheduled = dialog.getByRole('radio', { name: 'A una hora concreta' });
  if (!(await scheduled.isChecked())) await scheduled.check();
  if (pick) await pick(dialog.getByLabel('Hora', { exact: true }));
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toBeHidden();
}
