import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import messages from '@/messages/es.json';
import { clientMessages, PAGE_NAMESPACES, SHELL_NAMESPACES, type MessageScope } from '@/lib/i18n/client-messages';

const root = process.cwd();
const pages = path.join(root, 'app/[locale]');
const namespaces = new Set(Object.keys(messages));

function sources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

/** Namespaces a file's useTranslations calls name; with a computed or no namespace, every namespace it quotes. */
function namespacesIn(source: string): string[] {
  if (!source.includes('useTranslations(')) return [];
  const named = [...source.matchAll(/useTranslations\(\s*['"]([A-Za-z]+)/g)].map((match) => match[1]!);
  const calls = source.match(/useTranslations\(/g)?.length ?? 0;
  if (named.length === calls) return named;
  const quoted = [...source.matchAll(/['"`]([A-Z][A-Za-z]+)(?=['"`.])/g)].map((match) => match[1]!);
  return [...named, ...quoted.filter((name) => namespaces.has(name))];
}

/** Every namespace the client code reachable from `entry` through its imports uses. */
function reachableNamespaces(entry: string): Set<string> {
  const used = new Set<string>();
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const namespace of namespacesIn(source)) used.add(namespace);
    for (const match of source.matchAll(/(?:from|import\()\s*['"]([^'"]+)['"]/g)) {
      const resolved = resolveImport(file, match[1]!);
      if (resolved) stack.push(resolved);
    }
  }
  return used;
}

/** The scope of the nearest layout above a route file that adds messages, if any. */
function scopeOf(file: string): MessageScope | null {
  for (let folder = path.dirname(file); folder.startsWith(pages); folder = path.dirname(folder)) {
    const layout = path.join(folder, 'layout.tsx');
    const scope = fs.existsSync(layout) && fs.readFileSync(layout, 'utf8').match(/<PageMessages scope="([a-z]+)"/)?.[1];
    if (scope) return scope as MessageScope;
  }
  return null;
}

describe('the messages sent to the browser', () => {
  it('name only namespaces that exist', () => {
    for (const namespace of [...SHELL_NAMESPACES, ...Object.values(PAGE_NAMESPACES).flat()])
      expect(namespaces).toContain(namespace);
  });

  it('are the shell alone in the root layout, the shell and the part of the site below a PageMessages layout', () => {
    expect(Object.keys(clientMessages(messages)).sort()).toEqual([...SHELL_NAMESPACES].sort());
    expect(Object.keys(clientMessages(messages, 'catalogue'))).toContain('Builder');
    expect(Object.keys(clientMessages(messages, 'catalogue'))).not.toContain('Checkout');
    expect(Object.keys(clientMessages(messages, 'catalogue'))).not.toContain('Admin');
  });

  it('find what a page uses through its imports (the walk itself works)', () => {
    const catalogue = path.join(pages, '(shop)/carta-en-cache/[version]/[restaurant]/[type]/page.tsx');
    expect(scopeOf(catalogue)).toBe('catalogue');
    // The builder is three imports away from the page.
    expect(reachableNamespaces(catalogue)).toContain('ExtraOptions');
    expect(scopeOf(path.join(pages, 'page.tsx'))).toBeNull();
  });

  it('carry every namespace the client code of each layout and page uses', () => {
    const missing: string[] = [];
    for (const file of sources(pages)) {
      const scope = scopeOf(file);
      const allowed = new Set<string>([...SHELL_NAMESPACES, ...(scope ? PAGE_NAMESPACES[scope] : [])]);
      for (const namespace of reachableNamespaces(file))
        if (!allowed.has(namespace)) missing.push(`${path.relative(root, file)}: ${namespace}`);
    }
    expect(missing).toEqual([]);
    // It reads every page's import graph: about 2 s alone, more with another worker on the same core.
  }, 30_000);
});
