import { expect, test, withDatabase } from './fixtures';

test('the suggestions form shows field errors in Spanish, then stores what is sent', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 422/);
  await page.goto('/sugerencias');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Revisa los datos introducidos' })).toBeVisible();
  const name = page.getByLabel('Nombre y apellidos');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#name-error')).toHaveText('Escribe tu nombre.');
  await expect(page.locator('#privacyAccepted-error')).toHaveText('Debes aceptar la política de privacidad.');

  const message = `Podríais añadir un gazpacho en verano ${Date.now()}`;
  await name.fill('Pablo Serrano');
  await page.getByLabel('Correo electrónico').fill('pablo@example.com');
  await page.getByLabel('Restaurante (opcional)').selectOption({ index: 1 });
  await page.getByLabel('Tu sugerencia').fill(message);
  await page.getByLabel('He leído y acepto la política de privacidad.').check();
  await page.getByRole('button', { name: 'Enviar' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Gracias por tu sugerencia' })).toBeVisible();
  const stored = withDatabase((db) =>
    db.prepare('SELECT kind, name, email, restaurantId FROM ContactSubmission WHERE message = ?').get(message),
  );
  expect(stored).toMatchObject({ kind: 'suggestion', name: 'Pablo Serrano', email: 'pablo@example.com' });
  expect((stored as { restaurantId: number | null }).restaurantId).not.toBeNull();
});

test('the complaints form requires a phone and stores the complaint', async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 422/);
  await page.goto('/reclamaciones');
  const message = `El repartidor se equivocó de portal ${Date.now()}`;
  await page.getByLabel('Nombre y apellidos').fill('Elena Gil');
  await page.getByLabel('Correo electrónico').fill('elena@example.com');
  await page.getByLabel('Describe lo ocurrido').fill(message);
  await page.getByLabel('He leído y acepto la política de privacidad.').check();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.locator('#phone-error')).toBeVisible();

  await page.getByLabel('Teléfono').fill('655 123 456');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Hemos registrado tu reclamación' })).toBeVisible();
  const stored = withDatabase((db) => db.prepare('SELECT phone FROM ContactSubmission WHERE message = ?').get(message));
  expect(stored).toEqual({ phone: '655123456' });
});

test('the work-with-us form stores the application with its position', async ({ page }) => {
  await page.goto('/trabaja-con-nosotros');
  const message = `Cinco años de experiencia en sala ${Date.now()}`;
  await page.getByLabel('Nombre y apellidos').fill('Sergio Navarro');
  await page.getByLabel('Correo electrónico').fill('sergio@example.com');
  await page.getByLabel('Teléfono').fill('699887766');
  await page.getByLabel('Puesto que te interesa').selectOption('Sala y barra');
  await page.getByLabel('Cuéntanos sobre ti y tu experiencia').fill(message);
  await page.getByLabel('He leído y acepto la política de privacidad.').check();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Hemos recibido tu candidatura' })).toBeVisible();
  const stored = withDatabase((db) =>
    db.prepare('SELECT subject FROM ContactSubmission WHERE message = ?').get(message),
  );
  expect(stored).toEqual({ subject: 'Sala y barra' });
});
