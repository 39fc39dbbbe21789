import { z } from 'zod';
import { hashPassword } from '@/lib/auth/password';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { newPasswordField } from '@/lib/validations/auth';
import { emailField, nameField } from '@/lib/validations/fields';

// npm run create-manager (docs/deploy.md): the first manager of a real chain,
// whose database the image migrated and left empty. Everything else (cities,
// restaurants, catalogue, staff) that manager then creates in /admin. No
// 'server-only': a script runs it. An existing e-mail is refused, never
// promoted silently: whoever runs the command must not take over an account.

const managerSchema = z.object({ name: nameField, email: emailField, password: newPasswordField });

export type NewManager = z.input<typeof managerSchema>;

export class ManagerNotCreated extends Error {}

export async function createManager(db: PrismaClient, input: NewManager, now = new Date()): Promise<{ id: number }> {
  const parsed = managerSchema.safeParse(input);
  if (!parsed.success) throw new ManagerNotCreated(parsed.error.issues.map((issue) => issue.message).join(' '));
  const { name, email, password } = parsed.data;
  if (await db.user.findUnique({ where: { email }, select: { id: true } }))
    throw new ManagerNotCreated(`Ya existe una cuenta con el correo ${email}.`);
  const passwordHash = await hashPassword(password);
  return db.$transaction(async (tx) => {
    const user = await tx.user.create({
      data: { name, email, passwordHash, role: 'manager', emailVerifiedAt: now },
      select: { id: true },
    });
    await tx.auditEntry.create({
      data: {
        actorId: null,
        actorName: 'npm run create-manager',
        action: 'create',
        entity: 'user',
        entityId: String(user.id),
        after: JSON.stringify({ name, email, role: 'manager' }),
      },
    });
    return user;
  });
}
