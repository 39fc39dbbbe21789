import type { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';

export const requestContext: AsyncLocalStorage<{ requestId: string }>;
export function scrub(text: string): string;
export function createLogger(stream?: { write(line: string): void }): Logger;
export function routeConsoleTo(
  logger: Logger,
  target?: Pick<Console, 'debug' | 'log' | 'info' | 'warn' | 'error'>,
): void;
