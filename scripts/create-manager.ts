// npm run create-manager: the first manager of a real chain (docs/deploy.md).
// The name and e-mail come as arguments; the password from MANAGER_PASSWORD
// or, on a terminal, typed without echo, so it is not left in the shell's
// history or in the process list.
//   npm run create-manager -- --name "Ana Gil" --email ana@cadena.es
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { ManagerNotCreated, createManager } from '../lib/admin/first-manager';
import { createPrismaClient } from '../lib/db/client';
import { parseEnv } from '../lib/env';

async function readPassword(): Promise<string> {
  const given = parseEnv().MANAGER_PASSWORD;
  if (given) return given;
  if (!process.stdin.isTTY) throw new ManagerNotCreated('Falta la contraseña: MANAGER_PASSWORD o un terminal.');
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (text: string) => void };
  process.stdout.write('Contraseña: ');
  output._writeToOutput = () => undefined;
  const password = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  process.stdout.write('\n');
  return password;
}

const { values } = parseArgs({ options: { name: { type: 'string' }, email: { type: 'string' } } });
const db = createPrismaClient();
try {
  const { id } = await createManager(db, {
    name: values.name ?? '',
    email: values.email ?? '',
    password: await readPassword(),
  });
  console.log(`Cuenta de gerente ${values.email} creada (id ${id}). Entra en /login y completa la cadena en /admin.`);
} catch (error) {
  if (!(error instanceof ManagerNotCreated)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
