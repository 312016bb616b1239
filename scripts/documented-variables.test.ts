import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every environment variable a script, a benchmark, a deployment file or a test reads is in the
// README (its Configuration tables) or CONTRIBUTING.md, so nobody has to read code to find a knob.

const root = new URL('..', import.meta.url).pathname;
const FOLDERS = ['scripts', 'bench', 'deploy', 'tests', 'src/testing', '.ci'];
/** The shell's own, not ours to document. */
const SYSTEM = new Set(['PATH', 'HOME']);

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(path);
    return /\.(?:ts|tsx|mjs|js|sh)$|^run$/.test(entry.name) ? [path] : [];
  });
}

function variablesRead(text: string, shell: boolean): string[] {
  const found = [
    ...text.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g),
  ].map((m) => m[1] ?? m[2] ?? '');
  if (shell) found.push(...[...text.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1] ?? ''));
  return found;
}

describe('the variables the scripts and tests read', () => {
  const docs = ['README.md', 'CONTRIBUTING.md']
    .map((f) => readFileSync(join(root, f), 'utf8'))
    .join('\n');
  const read = new Map<string, string>();
  for (const dir of FOLDERS)
    for (const file of files(dir)) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const name of variablesRead(text, /\.sh$|^\.ci\//.test(file)))
        if (!SYSTEM.has(name) && !read.has(name)) read.set(name, file);
    }

  it('finds them', () => {
    expect(read.get('FUZZ_ALL_MESSAGES')).toBe('bench/fuzz.ts');
    expect(read.has('E2E_PORT')).toBe(true);
  });

  it('are each documented', () => {
    const missing = [...read]
      .filter(([name]) => !docs.includes(`\`${name}\``))
      .map(([name, file]) => `${name} (read in ${file})`);
    expect(missing).toEqual([]);
  });
});
