import fs from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, isPhone, signIn, test, waitForHydration } from './fixtures';

// Issue 14, scope 5: a manager runs the promotions and the chain's settings
// from the management area of /admin.

const MANAGER = { email: 'gerente@example.com', password: 'Gerente1234!' };

test(
  'a manager creates a promotion with a code and a batch of single-use codes, and downloads them as CSV (issue 14)',
  { tag: '@desktop' },
  async ({ page, allowConsoleError }, testInfo) => {
    // The browser logs the refused value the test provokes (422).
    allowConsoleError(/status of 422/);
    const unique = `${testInfo.project.name}-${Date.now().toString(36)}`.toUpperCase();
    await signIn(page.request, MANAGER.email, MANAGER.password);
    await page.goto('/admin/promociones');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promociones');
    await expect(page.getByRole('link', { name: 'Promociones', exact: true })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousAxeViolations(page);

    // A shared code: 15 % off takeaway orders from 20 €.
    await page.getByRole('link', { name: 'Nueva promoción' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nueva promoción');
    const name = `Quince ${unique}`;
    const code = `Q${unique}`.replace(/[^A-Z0-9]/g, '').slice(0, 20);
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Porcentaje (%)' }).fill('150');
    await page.getByRole('textbox', { name: 'Código', exact: true }).fill(code.toLowerCase());
    await page.getByRole('textbox', { name: 'Pedido mínimo (€)' }).fill('20');
    await page.getByRole('checkbox', { name: 'Domicilio' }).uncheck();
    await page.getByRole('checkbox', { name: 'Fast' }).uncheck();
    await page.getByRole('button', { name: 'Crear promoción' }).click();
    // Refused in words beside the field; nothing created.
    await expect(page.getByText('El porcentaje va de 1 a 100.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Porcentaje (%)' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Porcentaje (%)' }).fill('15');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Crear promoción' }).click();
    await expect(page.getByText(`Promoción creada: ${name}`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/promociones\/\d+$/);
    await expect(page.getByTestId('promotion-usage')).toHaveText('Sin usar todavía');

    await page.goto(`/admin/promociones?q=${code}`);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('15 % de descuento');
    await expect(row).toContainText('Pedido mínimo 20,00 €');
    await expect(row).toContainText(code);
    await expect(row).toContainText('Recoger');
    await expect(row).toContainText('Activa');

    // A batch: 5 codes with a prefix, downloaded as a spreadsheet.
    await page.goto('/admin/promociones/nueva');
    await waitForHydration(page);
    const batch = `Buzoneo ${unique}`;
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(batch);
    await page.getByRole('combobox', { name: 'Descuenta' }).selectOption('fixed');
    await page.getByRole('textbox', { name: 'Importe (€)' }).fill('3,50');
    await page.getByRole('radio', { name: /Códigos de un solo uso/ }).check();
    await page.getByRole('button', { name: 'Crear promoción' }).click();
    await expect(page.getByText(`Promoción creada: ${batch}`)).toBeVisible();
    await expect(page.getByText('Todavía no hay códigos')).toBeVisible();
    await page.getByRole('textbox', { name: 'Cuántos' }).fill('5');
    await page.getByRole('textbox', { name: 'Prefijo (opcional)' }).fill('bz');
    await page.getByRole('button', { name: 'Generar códigos' }).click();
    await expect(page.getByText('Se han generado 5 códigos')).toBeVisible();
    await expect(page.getByText('5 códigos, ninguno usado')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar los 5 códigos (CSV)' }).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('\uFEFFCódigo;Usado;Fecha de uso;Pedido');
    expect(lines.slice(1)).toHaveLength(5);
    for (const line of lines.slice(1)) expect(line).toMatch(/^BZ-[A-Z2-9]{8};No;;$/);
  },
);

test(
  'a manager changes the company data the legal notice prints and hides a social network (issue 14)',
  { tag: '@desktop' },
  async ({ page }) => {
    await signIn(page.request, MANAGER.email, MANAGER.password);
    await page.goto('/admin/ajustes');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajustes');
    await expectNoSeriousAxeViolations(page);
    const nameField = page.getByRole('textbox', { name: 'Razón social' });
    const original = await nameField.inputValue();
    const tiktok = page.getByRole('textbox', { name: 'TikTok' });
    const originalTiktok = await tiktok.inputValue();
    const company = page.locator('form').filter({ has: nameField });
    const social = page.locator('form').filter({ has: tiktok });
    try {
      await nameField.fill('Elefante Hostelería Mediterránea, S.L.');
      await company.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Guardado: Datos de la empresa')).toBeVisible();
      await tiktok.fill('');
      await social.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Guardado: Redes sociales')).toBeVisible();

      await page.goto('/aviso-legal');
      await expect(page.getByRole('main')).toContainText('Elefante Hostelería Mediterránea, S.L.');
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('Elefante Hostelería Mediterránea, S.L.');
      await expect(footer.getByRole('link', { name: /Instagram/ })).toBeVisible();
      await expect(footer.getByRole('link', { name: /TikTok/ })).toHaveCount(0);
    } finally {
      await page.goto('/admin/ajustes');
      await waitForHydration(page);
      await page.getByRole('textbox', { name: 'Razón social' }).fill(original);
      await company.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Guardado: Datos de la empresa')).toBeVisible();
      await page.getByRole('textbox', { name: 'TikTok' }).fill(originalTiktok);
      await social.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Guardado: Redes sociales')).toBeVisible();
    }
  },
);

test('back-office lists: the row actions sit in line with their row, the search hint is whole, a phone card keeps its labels in a column', async ({
  page,
}) => {
  await signIn(page.request, MANAGER.email, MANAGER.password);
  for (const path of ['/admin/restaurantes', '/admin/promociones']) {
    await page.goto(path);
    const search = page.getByRole('searchbox', { name: 'Buscar' });
    // The hint was cut («Nombre, identificador o ciu») in a 256 px field.
    const hint = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: input.placeholder, width: context.measureText(input.placeholder).width, room };
    });
    expect(hint.width, `${path}: «${hint.text}»`).toBeLessThanOrEqual(hint.room);

    const row = page.locator('tbody tr').first();
    const cells = row.locator('td');
    if (isPhone(page)) {
      // Each row is a card: the actions' label («Acciones», the cell's ::before) lines up with the other labels;
      // it was right-aligned inside its column.
      const alignment = (cell: Locator) => cell.evaluate((td) => getComputedStyle(td, '::before').textAlign);
      expect(await alignment(cells.last()), path).toBe(await alignment(cells.nth(1)));
    } else {
      // The buttons' text was 12 px below the row's other text.
      const middle = async (locator: Locator) => {
        const box = (await locator.boundingBox())!;
        return box.y + box.height / 2;
      };
      const textMiddle = await cells
        .nth(1)
        .locator('> div')
        .evaluate((div) => {
          const range = document.createRange();
          range.selectNodeContents(div);
          const box = range.getBoundingClientRect();
          return box.top + box.height / 2;
        });
      const action = row.getByRole('link', { name: /^Editar/ });
      expect(Math.abs((await middle(action)) - textMiddle), path).toBeLessThanOrEqual(2);
    }
  }
});
