import { AppError } from '@/lib/errors';

/** A positive integer id from a path segment, else 404. */
export function idParam(value: string): number {
  const id = Number(value);
  if (!/^\d{1,10}$/.test(value) || !Number.isSafeInteger(id) || id < 1) throw new AppError('not_found');
  return id;
}
