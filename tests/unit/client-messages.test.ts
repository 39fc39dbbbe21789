import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import messages from '@/messages/es.json';
import { clientMessages, SERVER_ONLY_NAMESPACES } from '@/lib/i18n/client-messages';

const root = process.cwd();

function sources(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('the messages sent to the browser', () => {
  it('leave out only namespaces that exist', () => {
    for (const namespace of SERVER_ONLY_NAMESPACES) expect(Object.keys(messages)).toContain(namespace);
    expect(Object.keys(clientMessages(messages))).toHaveLength(
      Object.keys(messages).length - SERVER_ONLY_NAMESPACES.length,
    );
  });

  it('carry every namespace that code using useTranslations names', () => {
    const offenders: string[] = [];
    for (const file of ['app', 'components', 'lib'].flatMap(sources)) {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      if (!source.includes('useTranslations')) continue;
      for (const namespace of SERVER_ONLY_NAMESPACES) {
        if (new RegExp(`['"\`]${namespace}(?:['"\`.])`).test(source)) offenders.push(`${file}: ${namespace}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
