import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { isSerializationFailure } from '@/lib/db/serializable';

// What the database refuses, in the error table's words: a unique value that
// already exists (409), a record that is gone (404), a row still referenced by
// others (409, "en uso"), a busy or conflicting database (503, retry). Anything
// else (a CHECK constraint the validation should have caught first) stays an
// unexpected error: logged, answered 500.

/** Spanish names of what a unique index protects, by model. */
const THINGS: Record<string, string> = {
  User: 'una cuenta',
  Restaurant: 'un restaurante',
  City: 'una ciudad',
  Product: 'un producto',
  Allergen: 'un alérgeno',
  Preference: 'una preferencia',
  Ingredient: 'un ingrediente',
  Sauce: 'una salsa',
  Promotion: 'una promoción',
  Order: 'un pedido',
  CartItem: 'una línea igual en tu pedido',
  IdempotencyRecord: 'un pedido con esa clave',
};

const FIELDS: Record<string, string> = {
  email: 'ese correo electrónico',
  slug: 'ese identificador',
  code: 'ese código',
  name: 'ese nombre',
  number: 'ese número',
  publicId: 'ese identificador',
  key: 'esa clave',
};

const BUSY_CODES = new Set(['P2034', 'P1008']);
const RETRY_AFTER_SECONDS = '2';

type AdapterCause = {
  kind?: string;
  originalCode?: string;
  table?: string;
  constraint?: { fields?: string[]; index?: string };
};

function adapterCause(error: Prisma.PrismaClientKnownRequestError): AdapterCause {
  const meta = error.meta as { driverAdapterError?: { cause?: AdapterCause } } | undefined;
  return meta?.driverAdapterError?.cause ?? {};
}

function alreadyExists(error: Prisma.PrismaClientKnownRequestError): AppError {
  const cause = adapterCause(error);
  const model = (error.meta as { modelName?: string } | undefined)?.modelName ?? cause.table ?? '';
  // SQLite names the columns; PostgreSQL names the index, "<Model>_<fields>_key".
  const index = cause.constraint?.index;
  const fields =
    cause.constraint?.fields ??
    (index?.startsWith(`${model}_`) && index.endsWith('_key') ? index.slice(model.length + 1, -4).split('_') : []);
  const thing = THINGS[model] ?? 'un registro';
  const field = fields.length === 1 ? FIELDS[fields[0]!] : undefined;
  const message = field ? `Ya existe ${thing} con ${field}.` : `Ya existe ${thing} igual.`;
  return new AppError('already_exists', { message });
}

const busy = () => new AppError('database_busy', { headers: { 'Retry-After': RETRY_AFTER_SECONDS } });

function isBusy(error: Prisma.PrismaClientKnownRequestError): boolean {
  return BUSY_CODES.has(error.code) || /^SQLITE_(BUSY|LOCKED)/.test(adapterCause(error).originalCode ?? '');
}

/** The AppError a database refusal means for the client, or null when it is unexpected. */
export function appErrorFromDatabase(error: unknown): AppError | null {
  // A COMMIT refused as a conflict every time it was tried (lib/db/serializable.ts): busy, try again.
  if (isSerializationFailure(error)) return busy();
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return null;
  if (error.code === 'P2002') return alreadyExists(error);
  if (error.code === 'P2025') return new AppError('not_found');
  if (error.code === 'P2003') return new AppError('in_use');
  if (isBusy(error)) return busy();
  return null;
}

/** Whether the database refused a value because a unique index already holds it. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}
