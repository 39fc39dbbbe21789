import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import messages from '@/messages/es.json';
import { GLOBAL_ERROR_MESSAGES } from '@/lib/i18n/global-error-messages';

describe('app/global-error.tsx', () => {
  it('shows the texts of messages/es.json', () => {
    expect(GLOBAL_ERROR_MESSAGES).toEqual({ unexpected: messages.Errors.unexpected, retry: messages.Errors.retry });
  });

  it('does not bring the messages file into client code', () => {
    const source = fs.readFileSync(path.join(process.cwd(), 'app/global-error.tsx'), 'utf8');
    expect(source).not.toMatch(/from ['"][^'"]*messages\/es\.json['"]/);
  });
});
