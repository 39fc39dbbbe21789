import {
  DEMO_CUSTOMER,
  dismissClosingAlert,
  expect,
  isPhone,
  MIN_TARGET as MIN,
  signIn,
  smallTargets,
  test,
} from './fixtures';

// Issue 13: on a phone every control is at least 44 × 44 CSS pixels (WCAG
// 2.5.5), so that a thumb hits what it aims at. Links inside running text
// are exempt (WCAG's inline exception). A checkbox or radio counts by its
// label, which is what a finger touches.

test('every control on the customer pages is at least 44 × 44 px on a phone', async ({ page }) => {
  // The phone project only (playwright.config.ts): the rule is about thumbs.
  expect(isPhone(page)).toBe(true);
  test.setTimeout(90_000);
  const problems: string[] = [];
  const check = async (where: string) => {
    for (const problem of await smallTargets(page)) problems.push(`${where}: ${problem}`);
  };

  await page.goto('/');
  await check('/');
  await page.goto('/pedido-online');
  await check('/pedido-online');

  await signIn(page.request, DEMO_CUSTOMER.email);
  await page.goto('/pedido?restaurante=valencia-ruzafa&tipo=recoger');
  await dismissClosingAlert(page);
  await check('la carta');
  await page.getByRole('button', { name: /^Personalizar: La Clásica/ }).click();
  const builder = page.getByRole('dialog', { name: 'La Clásica' });
  await expect(builder).toBeVisible();
  await check('el constructor');
  await builder.getByRole('button', { name: /^Añadir por/ }).click();
  await expect(builder).toBeHidden();
  // The toast that confirms it lasts two seconds: its close button is measured while it shows (it was 20 px).
  const closeToast = page.locator('[data-sonner-toast] [data-close-button]').first();
  await expect(closeToast).toBeVisible();
  const closeBox = await closeToast.boundingBox();
  if (closeBox === null || closeBox.width + 0.5 < MIN || closeBox.height + 0.5 < MIN)
    problems.push(
      `el aviso: button «${await closeToast.getAttribute('aria-label')}» ${closeBox?.width}×${closeBox?.height}`,
    );

  await page.goto('/detalle-del-pedido');
  await dismissClosingAlert(page);
  await check('tu pedido');
  await page.goto('/mi-cuenta');
  await check('mi cuenta');

  expect(problems).toEqual([]);
});

test('a checkbox beside a long label keeps its size on a phone (it shrank to 13 px wide)', async ({ page }) => {
  for (const path of ['/registro', '/reclamaciones']) {
    await page.goto(path);
    const boxes = await page
      .locator('input[type="checkbox"]')
      .evaluateAll((inputs) => inputs.map((input) => Math.round(input.getBoundingClientRect().width)));
    expect(boxes.length, path).toBeGreaterThan(0);
    expect(boxes, path).toEqual(boxes.map(() => 20));
  }
});
