import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The build the tests run against: BUILD_DIR as for `npm run build`. */
export const testedBuildDir = process.env.BUILD_DIR ?? 'dist';

/**
 * The home page's JavaScript before any page code loads, gzip: the scripts `index.html` names and
 * everything they import statically (`import(…)`, a page's code loaded later, is not followed).
 */
export function initialJavaScript(buildDir = testedBuildDir): { bytes: number; files: string[] } {
  const html = readFileSync(join(buildDir, 'client/index.html'), 'utf8');
  const queue = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const files: string[] = [];
  let bytes = 0;
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (files.includes(file)) continue;
    files.push(file);
    const code = readFileSync(join(buildDir, 'client/assets', file));
    bytes += gzipSync(code).length;
    for (const m of code.toString().matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g))
      queue.push(m[1] ?? '');
  }
  return { bytes, files };
}

/** The stylesheets `index.html` links, gzip (every page's CSS before any page code loads). */
export function initialCss(buildDir = testedBuildDir): number {
  const html = readFileSync(join(buildDir, 'client/index.html'), 'utf8');
  return [...html.matchAll(/href="\/assets\/([^"]+\.css)"/g)].reduce(
    (sum, m) => sum + gzipSync(readFileSync(join(buildDir, 'client/assets', m[1] ?? ''))).length,
    0,
  );
}
