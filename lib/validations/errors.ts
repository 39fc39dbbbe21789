import type { z } from 'zod';

/** zod issues as {field: [messages]}, the `errors` of a 422 body. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
