import * as OTPAuth from 'otpauth';
import {
  createCustomer,
  isPhone,
  logOutFromHeader,
  DEMO_CUSTOMER,
  expect,
  expectNoSeriousAxeViolations,
  fillRegistration,
  latestMailTo,
  signIn,
  test,
  waitForHydration,
} from './fixtures';

const totp = (secret: string, timestamp = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp,
  });

test('register, verify, edit the account, two-factor, log out and back in with a code', async ({
  page,
  allowConsoleError,
}, testInfo) => {
  test.setTimeout(120_000);
  // The bad postal code (422) and the password confirmation (423) are answers the test asks for.
  allowConsoleError(/status of 42[23]/);
  const email = `e2e-${testInfo.project.name}-${Date.now()}@example.com`;
  const password = 'Secreta123';

  // Register.
  await page.goto('/registro');
  await expectNoSeriousAxeViolations(page);
  await fillRegistration(page, { name: 'Marina Soler', email, password });
  // Nobody is signed in by registering (the same answer for a known e-mail): the mail's link does it.
  await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
  await expect(page.getByText(`Te hemos enviado un correo a ${email}`)).toBeVisible();

  // The verification mail, read from the outbox, verifies and signs in.
  await expect.poll(() => latestMailTo(email)?.subject).toBe('Confirma tu correo electrónico');
  const link = /\/verify-email\/\d+\/[\w-]+/.exec(latestMailTo(email)!.text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: '¡Correo verificado!' })).toBeVisible();

  // Log out and log in. What checkout left in this tab (a promotion code, an order attempt) goes with the session.
  await page.goto('/pedido-online');
  await waitForHydration(page);
  const tabKeys = ['checkout-promotion-code', 'checkout-idempotency-key'];
  await page.evaluate((keys) => keys.forEach((key) => sessionStorage.setItem(key, 'de Marina')), tabKeys);
  await logOutFromHeader(page, 'Marina Soler');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate((keys) => keys.map((key) => sessionStorage.getItem(key)), tabKeys)).toEqual([null, null]);
  // Nor with whoever signs in next at this tab (say the session had expired instead).
  await page.goto('/login');
  await page.evaluate((keys) => keys.forEach((key) => sessionStorage.setItem(key, 'de otra persona')), tabKeys);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate((keys) => keys.map((key) => sessionStorage.getItem(key)), tabKeys)).toEqual([null, null]);

  // Edit my data and add an address.
  await page.goto('/mi-cuenta');
  await waitForHydration(page);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Editar mis datos' }).click();
  const profileDialog = page.getByRole('dialog', { name: 'Editar mis datos' });
  await profileDialog.getByLabel(/^Teléfono/).fill('611223344');
  await profileDialog.getByRole('button', { name: 'Guardar mis datos' }).click();
  await expect(page.getByText('Tus datos se han guardado.')).toBeVisible();
  await expect(profileDialog).toBeHidden();
  await expect(page.locator('#mis-datos').getByText('611223344')).toBeVisible();
  await page.getByRole('button', { name: 'Añadir dirección' }).click();
  const addressDialog = page.getByRole('dialog', { name: 'Nueva dirección' });
  await addressDialog.getByLabel('Calle').fill('Carrer de Cuba');
  await addressDialog.getByLabel('Número').fill('21');
  await addressDialog.getByLabel('Código postal').fill('460');
  await addressDialog.getByLabel('Provincia').fill('Valencia');
  await addressDialog.getByLabel('Población').fill('Valencia');
  await addressDialog.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(addressDialog.getByText('Revisa los datos introducidos')).toBeVisible();
  await addressDialog.getByLabel('Código postal').fill('46006');
  await addressDialog.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(addressDialog).toBeHidden();
  await expect(page.getByText('Carrer de Cuba, 21')).toBeVisible();

  // Two-factor: the password is confirmed first (423 → /confirmar-contrasena → back).
  await page.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click();
  await expect(page).toHaveURL(/\/confirmar-contrasena\?redirect=account(&seccion=[a-z-]+)?$/);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/mi-cuenta/);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click();
  const secret = (await page.locator('p.font-mono').first().textContent())?.replace(/\s/g, '') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  // A code works once, the set-up's too: the previous step's code (accepted for clock drift) leaves the current one for the login.
  await page.getByLabel('Código de 6 cifras de la aplicación').fill(totp(secret, Date.now() - 30_000));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Tus códigos de recuperación')).toBeVisible();
  await page.getByRole('button', { name: 'Ya los he guardado' }).click();

  // Log out, log in with a TOTP code.
  await logOutFromHeader(page, 'Marina Soler');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/verificacion-dos-pasos/);
  await page.getByLabel('Código').fill(totp(secret));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The full-screen menu shows the loyalty grid; the user menu closes on Escape.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  const menu = page.getByRole('dialog', { name: 'Menú' });
  const grid = menu.getByTestId('loyalty-grid');
  await expect(grid.getByRole('listitem')).toHaveCount(6);
  await expect(grid.locator('[data-filled="true"]')).toHaveCount(0);
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await menu.getByRole('button', { name: 'Cerrar el menú' }).click();
  await expect(menu).toBeHidden();
  const userMenuButton = page.getByRole('button', { name: 'Menú de Marina Soler' });
  // Phones carry one navigation, the full-screen menu; the user menu is for wider screens.
  if (isPhone(page)) {
    await expect(userMenuButton).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Tu cuenta' })).toBeHidden();
    return;
  }
  await userMenuButton.click();
  await expect(page.getByText('Gestionar la cuenta')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Gestionar la cuenta')).toBeHidden();
  await expect(userMenuButton).toHaveAttribute('aria-expanded', 'false');
});

test.describe('signed in as the demo customer (once per worker)', () => {
  test.use({ storageState: async ({ demoCustomerState }, provide) => provide(demoCustomerState) });

  test('the demo customer sees three filled points of six in the loyalty grid', async ({ page }) => {
    await page.goto('/pedido-online');
    await waitForHydration(page);
    await expect(page.getByTestId('cart-count')).toHaveText(/\d+/);
    await page.getByRole('button', { name: 'Abrir el menú' }).click();
    const grid = page.getByRole('dialog', { name: 'Menú' }).getByTestId('loyalty-grid');
    await expect(grid.locator('[data-filled="true"]')).toHaveCount(3);
    await expect(grid.getByRole('listitem')).toHaveCount(6);
  });

  test('the loyalty history says why each point was given, not "bienvenida" for all', async ({ page }) => {
    await page.goto('/mi-cuenta#fidelizacion');
    const history = page.locator('#fidelizacion');
    for (const note of [
      'Punto de bienvenida del programa de fidelización',
      'Pedido en el local (tarjeta de sellos en papel)',
      'Compensación por retraso en la entrega',
    ])
      await expect(history.getByRole('listitem').filter({ hasText: note })).toBeVisible();
    await expect(history.getByText('Puntos de bienvenida')).toHaveCount(0);
    // Each entry's «+1 punto» keeps to one line beside a long reason (on a phone it wrapped after «+1»).
    const figures = history.getByRole('listitem').locator('> span:last-child');
    const lines = await figures.evaluateAll((spans) =>
      spans.map((span) => span.getBoundingClientRect().height / parseFloat(getComputedStyle(span).lineHeight)),
    );
    expect(lines.length).toBeGreaterThan(2);
    for (const count of lines) expect(count).toBeLessThan(1.5);
  });
});

test('a wrong password gets the same Spanish answer as an unknown e-mail', async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 422/);
  for (const [email, password] of [
    ['cliente@example.com', 'incorrecta1'],
    ['nadie@example.com', 'incorrecta1'],
  ]) {
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(email!);
    await page.getByLabel('Contraseña').fill(password!);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Estas credenciales no coinciden con nuestros registros.')).toBeVisible();
  }
});

test('removing the profile photo asks first', async ({ page }, testInfo) => {
  await signIn(page.request, createCustomer(testInfo, 'foto').email);
  await page.goto('/mi-cuenta');
  await waitForHydration(page);
  // A 1×1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.locator('#profile-photo').setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Guardar foto' }).click();
  const photo = page.getByRole('img', { name: 'Tu foto de perfil' });
  await expect(photo).toBeVisible();

  await page.getByRole('button', { name: 'Quitar foto' }).click();
  const ask = page.getByRole('dialog', { name: '¿Quitar tu foto de perfil?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ask).toBeHidden();
  await expect(photo).toBeVisible();

  await page.getByRole('button', { name: 'Quitar foto' }).click();
  await ask.getByRole('button', { name: 'Quitar foto' }).click();
  await expect(ask).toBeHidden();
  await expect(photo).toHaveCount(0);
});

test('my data are edited in a modal: cancel and Escape change nothing, an error keeps it open, saving shows the new data', async ({
  page,
  allowConsoleError,
}, testInfo) => {
  allowConsoleError(/status of 422/);
  await signIn(page.request, createCustomer(testInfo, 'datos').email);
  await page.goto('/mi-cuenta');
  await waitForHydration(page);
  const section = page.getByRole('region', { name: 'Mis datos' });
  const data = section.locator('dl');
  await expect(data).toContainText('Lucía Ferrer');
  await expect(data).toContainText('611223344');
  await expect(data.getByText('Sin indicar')).toHaveCount(2);
  // Read-only: the fields are in the modal only.
  await expect(page.getByLabel('Nombre y apellidos')).toHaveCount(0);

  const edit = section.getByRole('button', { name: 'Editar mis datos' });
  const dialog = page.getByRole('dialog', { name: 'Editar mis datos' });
  const name = dialog.getByLabel('Nombre y apellidos');

  // Cancelar: nothing changes, focus goes back to the button.
  await edit.click();
  await expect(dialog).toBeVisible();
  await expect(name).toHaveValue('Lucía Ferrer');
  await expectNoSeriousAxeViolations(page);
  await name.fill('Otra Persona');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await expect(data).toContainText('Lucía Ferrer');

  // Escape: the same, and the next opening starts from the saved data.
  await edit.click();
  await name.fill('Otra Persona');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await edit.click();
  await expect(name).toHaveValue('Lucía Ferrer');

  // The server's refusal is shown in the modal, which stays open.
  await name.fill('');
  await dialog.getByRole('button', { name: 'Guardar mis datos' }).click();
  await expect(dialog.getByText('Revisa los datos introducidos')).toBeVisible();
  await expect(dialog).toBeVisible();

  // Saving closes it and shows the data as stored.
  await name.fill('Lucía Ferrer Roig');
  await dialog.getByLabel('Fecha de nacimiento').fill('1990-05-17');
  await dialog.getByLabel(/Quiero recibir ofertas/).check();
  await dialog.getByRole('button', { name: 'Guardar mis datos' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Tus datos se han guardado.')).toBeVisible();
  await expect(edit).toBeFocused();
  await expect(data).toContainText('Lucía Ferrer Roig');
  await expect(data).toContainText('17 de mayo de 1990');
  await expect(data).toContainText('Sí, quiero recibirlas');

  await page.reload();
  await waitForHydration(page);
  await expect(data).toContainText('Lucía Ferrer Roig');
  await expect(data).toContainText('17 de mayo de 1990');
});

test('deleting the account asks in a modal for the word ELIMINAR (and the password), with a way back', async ({
  page,
  allowConsoleError,
}, testInfo) => {
  // The refused word (422) and the password confirmation (423) are answers the test asks for.
  allowConsoleError(/status of 42[23]/);
  const { email } = createCustomer(testInfo, 'baja');
  await signIn(page.request, email);
  await page.goto('/mi-cuenta#eliminar-cuenta');
  await waitForHydration(page);
  const open = page.getByRole('button', { name: 'Eliminar mi cuenta' });
  const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });

  // Cancelar and Escape go back with the account untouched.
  await open.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Esta acción no se puede deshacer.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // The password is confirmed first (423 → /confirmar-contrasena → back to the section).
  await open.click();
  await dialog.getByLabel('Escribe ELIMINAR para confirmar').fill('ELIMINAR');
  await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
  await expect(page).toHaveURL(/\/confirmar-contrasena\?redirect=account&seccion=eliminar-cuenta$/);
  await page.getByLabel('Contraseña').fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/mi-cuenta/);
  await waitForHydration(page);

  // Another word is refused in the modal.
  await open.click();
  await dialog.getByLabel('Escribe ELIMINAR para confirmar').fill('BORRAR');
  await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
  await expect(dialog.getByText('Escribe ELIMINAR para confirmar.')).toBeVisible();
  await expect(page).toHaveURL(/\/mi-cuenta/);

  // ELIMINAR deletes it: home, signed out, and the account can no longer sign in.
  await dialog.getByLabel('Escribe ELIMINAR para confirmar').fill('ELIMINAR');
  await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
  await expect(page).toHaveURL(/\/$/);
  const login = await page.request.post('/api/login', { data: { email, password: DEMO_CUSTOMER.password } });
  expect(login.status()).toBe(422);
});
