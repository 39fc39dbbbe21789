import { describe, expect, it } from 'vitest';
import { createLogger, requestContext, routeConsoleTo, scrub } from '../../scripts/json-logs.mjs';

// The production server's logs (issue 17, scope 4): JSON lines, the request
// id on every line logged while serving a request, no personal data or secrets.

/** A console routed as the server routes its own, and the lines it writes. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const console = { ...globalThis.console };
  routeConsoleTo(createLogger({ write: (line: string) => void lines.push(JSON.parse(line)) }), console);
  return { lines, console };
}

describe('the server’s logs', () => {
  it('are one JSON object per line, with the level, the time and the request id while serving', async () => {
    const { lines, console } = capture();
    console.log('\u001b[32mListo\u001b[39m en http://localhost:3000');
    await requestContext.run({ requestId: 'b1946ac9-2d1c-4a7f-9c3e-0f6f6c2f1a11' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      console.warn('Payment notification refused (%s) for order %s', 'bad_signature', '000123');
      console.error('GET /api/orders failed', Object.assign(new Error('boom'), { code: 'P2002' }));
    });
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'Listo en http://localhost:3000', pid: process.pid });
    expect(lines[0]).not.toHaveProperty('request_id');
    expect(new Date(String(lines[0]!.time)).toISOString()).toBe(lines[0]!.time);
    expect(lines[1]).toMatchObject({
      level: 'warn',
      msg: 'Payment notification refused (bad_signature) for order 000123',
      request_id: 'b1946ac9-2d1c-4a7f-9c3e-0f6f6c2f1a11',
    });
    expect(lines[2]).toMatchObject({
      level: 'error',
      msg: 'GET /api/orders failed',
      request_id: 'b1946ac9-2d1c-4a7f-9c3e-0f6f6c2f1a11',
      error: { type: 'Error', message: 'boom', code: 'P2002' },
    });
    expect(String((lines[2]!.error as { stack: string }).stack)).toContain('json-logs.test.ts');
  });

  it('carry no e-mail, phone, NIF, token or password reset link', () => {
    const { lines, console } = capture();
    const token = 'q8Zr3kP0aVb7XnW2yLc5TsE9uHd1GfJ4mOi6';
    console.error(
      `POST /restablecer-contrasena?token=${token}&email=ana.perez%40example.com failed for 611 223 344, NIF 12345678Z`,
      new Error('Mail to ana.perez@example.com refused: Bearer abc.def'),
    );
    const text = JSON.stringify(lines);
    for (const secret of ['ana.perez', token, '611 223 344', '12345678Z', 'abc.def'])
      expect(text).not.toContain(secret);
    expect(lines[0]!.msg).toBe(
      'POST /restablecer-contrasena?token=[token]&email=[email] failed for [phone], NIF [nif]',
    );
  });

  it.each([
    ['/api/admin/customers?phone=%2B34612345678', '/api/admin/customers?phone=[phone]'],
    ['/api/admin/customers?phone=612%20345%20678', '/api/admin/customers?phone=[phone]'],
    ['llamar al 612 34 56 78 o al 0034 912 345 678', 'llamar al [phone] o al [phone]'],
    ['cliente peña@correo.es', 'cliente [email]'],
    ['/restablecer-contrasena?email=jos%C3%A9%40example.es', '/restablecer-contrasena?email=[email]'],
    ['?email=mar%C3%ADa.lopez%40example.es&x=%ZZ%FF', '?email=[email]&x=%ZZ\u00ff'],
    ['NIE x1234567l, NIF 12345678-z', 'NIE [nif], NIF [nif]'],
  ])('mask %s', (given, masked) => {
    expect(scrub(given)).toBe(masked);
  });

  it('keep the frames of a stack as they are, only its message scrubbed', () => {
    const { lines, console } = capture();
    const error = new Error('No user ana@example.com');
    error.stack = [
      'Error: No user ana@example.com',
      '    at retryingSerializableTransactions (.next/server/chunks/ssr/0d-b_@prisma_client_runtime_a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6_.js:1:99)',
      '    at apply (lib/db/migrations/20261201090000_tickets_never_truncated.ts:3:4)',
    ].join('\n');
    console.error(error);
    const stack = (lines[0]!.error as { stack: string }).stack;
    expect(stack).toBe(error.stack.replace('ana@example.com', '[email]'));
  });

  it('keep order and request ids, amounts and times', () => {
    const kept =
      'Order 3f2c9a1e-7b4d-4c1a-9e8f-2a6b5c4d3e2f: 12,50 € at 21:30, restaurant 12, 46004 Valencia; removed in pg@9.0; ' +
      'retryingSerializableTransactions failed; migration 20261201090000_tickets_never_truncated missing';
    expect(scrub(kept)).toBe(kept);
  });
});
