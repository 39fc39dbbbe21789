import { afterEach, beforeEach, expect, vi } from 'vitest';

// A console.error during a test fails it, unless the test says it expects one
// with expectConsoleError().
let calls: unknown[][] = [];
let isExpected = false;

beforeEach(() => {
  calls = [];
  isExpected = false;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (!isExpected) expect(calls, 'console.error was called').toEqual([]);
});

export function expectConsoleError(): unknown[][] {
  isExpected = true;
  return calls;
}
