import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { createLogger, routeConsoleTo } from '../../scripts/json-logs.mjs';

// A query Prisma refuses prints its whole data in the error's message (a
// customer's name, a password hash); the server's log line of that error,
// message and stack, keeps what failed and drops the data.

describe('a refused query, logged by the server', () => {
  it('names what failed, not the data it carried', async () => {
    const error = await db.user
      .create({
        data: {
          name: 'Ana Gil Roca',
          email: 'ana.gil@example.com',
          passwordHash: 'scrypt$131072$8$1$c2FsdA==$aGFzaA==',
          role: 7 as never,
        },
      })
      .then(
        () => null,
        (caught: unknown) => caught as Error,
      );
    expect(error?.message).toContain('Ana Gil Roca');

    const lines: string[] = [];
    const console = { ...globalThis.console };
    routeConsoleTo(createLogger({ write: (line: string) => void lines.push(line) }), console);
    console.error('POST /api/register failed', error);
    console.error(error);
    for (const data of ['Ana Gil Roca', 'ana.gil', 'scrypt$131072', 'c2FsdA'])
      expect(lines.join('')).not.toContain(data);
    const logged = JSON.parse(lines[1]!) as { msg: string; error: { type: string; message: string } };
    expect(logged.error.type).toBe('PrismaClientValidationError');
    expect(logged.msg).toMatch(/^Invalid `.*create\(\)` invocation.*Argument `role`: Invalid value/);
  });
});
