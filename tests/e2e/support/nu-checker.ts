import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// The W3C's Nu HTML checker (the vnu.jar the `vnu-jar` package ships), run on Java. It is slow to
// start, so every document of a test goes to it in one run.

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The errors the checker finds in the documents (name → HTML), one line per kind of error and
 * document; warnings are left out.
 */
export async function nuErrors(documents: Map<string, string>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'nu-check-'));
  try {
    const files = [...documents].map(([name, html]) => {
      const file = join(dir, `${name.replace(/[^\w-]+/g, '_')}.html`);
      writeFileSync(file, html);
      return file;
    });
    // It exits 1 when it found an error: the report on stderr is what we want either way.
    const output = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ).then(
      (r) => r.stderr,
      (e: { stderr?: string; message: string }) => {
        if (!e.stderr?.trimStart().startsWith('{')) throw new Error(e.stderr || e.message);
        return e.stderr;
      },
    );
    const { messages } = JSON.parse(output) as { messages: NuMessage[] };
    // One line per error and document, with how often it occurs and where it first does.
    const found = new Map<string, { count: number; extract: string }>();
    for (const m of messages) {
      if (m.type === 'info') continue;
      const key = `${(m.url ?? '').split('/').pop()}: ${m.message}`;
      const seen = found.get(key);
      if (seen) seen.count++;
      else
        found.set(key, {
          count: 1,
          extract: `line ${m.lastLine ?? 0} «${(m.extract ?? '').replace(/\s+/g, ' ').trim()}»`,
        });
    }
    return [...found].map(
      ([key, { count, extract }]) => `${key}${count > 1 ? ` (${count} times)` : ''} ${extract}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
