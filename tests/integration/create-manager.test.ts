import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as citiesRoute from '@/app/api/admin/cities/route';
import { createManager } from '@/lib/admin/first-manager';
import { verifyPassword } from '@/lib/auth/password';
import { db } from '@/lib/db';
import { setUpTemporaryFiles, signIn } from '../support/api-client';

// npm run create-manager (issue 17): a real chain's database is migrated and
// empty; this command makes its first manager, who then builds the chain in
// /admin. Bad input changes nothing; an existing account is never taken over.

setUpTemporaryFiles();

describe('the first manager of a chain', () => {
  it('is created verified, audited, and signs in to the back office', async () => {
    const { id } = await createManager(db, {
      name: 'Ana Gil Roca',
      email: 'Ana@Cadena.example',
      password: 'Cadena2026!',
    });
    const user = await db.user.findUniqueOrThrow({ where: { id } });
    expect(user).toMatchObject({ name: 'Ana Gil Roca', email: 'ana@cadena.example', role: 'manager' });
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword('Cadena2026!', user.passwordHash)).toBe(true);
    expect(await db.auditEntry.findFirstOrThrow({ where: { entity: 'user', entityId: String(id) } })).toMatchObject({
      action: 'create',
      actorName: 'npm run create-manager',
    });
    const { client, tokens } = await signIn({ email: 'ana@cadena.example', password: 'Cadena2026!' });
    client.bearer = tokens.access_token;
    expect((await client.get(citiesRoute.GET, '/api/admin/cities')).status).toBe(200);
  });

  it('refuses a weak password, a bad e-mail or an existing account, and creates nothing', async () => {
    const before = await db.user.count();
    const attempts = [
      { name: 'Luis Vera', email: 'luis@cadena.example', password: 'corta1' },
      { name: 'Luis Vera', email: 'no-es-un-correo', password: 'Cadena2026!' },
      { name: 'Otro', email: 'cliente@example.com', password: 'Cadena2026!' },
    ];
    for (const attempt of attempts) await expect(createManager(db, attempt)).rejects.toThrow();
    await expect(createManager(db, attempts[2]!)).rejects.toThrow(
      'Ya existe una cuenta con el correo cliente@example.com.',
    );
    expect(await db.user.count()).toBe(before);
    expect((await db.user.findUniqueOrThrow({ where: { email: 'cliente@example.com' } })).role).toBe('customer');
  });

  it('is what npm run create-manager does, the password taken from MANAGER_PASSWORD', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const run = (email: string) =>
      spawnSync(
        path.join(root, 'node_modules/.bin/tsx'),
        ['scripts/create-manager.ts', '--name', 'Marta Sanz', '--email', email],
        { cwd: root, encoding: 'utf8', env: { ...process.env, MANAGER_PASSWORD: 'Cadena2026!' } },
      );
    const created = run('marta@cadena.example');
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('Cuenta de gerente marta@cadena.example creada');
    const again = run('marta@cadena.example');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('Ya existe una cuenta');
  });
});
