import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Home Inspections</title>
    <!--site-config-->
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/**
 * A built site as the server finds it: the client's files, and beside them ssr/entry-server.js,
 * here a file that loads the renderer's source (the build makes the same module from it).
 */
export function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hi-build-'));
  mkdirSync(join(dir, 'client', 'assets'), { recursive: true });
  mkdirSync(join(dir, 'ssr'));
  writeFileSync(join(dir, 'client', 'index.html'), TEMPLATE);
  writeFileSync(join(dir, 'client', 'assets', 'index-abc123.js'), 'console.log(1);\n');
  writeFileSync(join(dir, 'client', 'assets', 'index-abc123.js.map'), '{"sources":["a.ts"]}');
  const source = resolve('src/client/entry-server.tsx');
  writeFileSync(join(dir, 'ssr', 'entry-server.js'), `export * from ${JSON.stringify(source)};\n`);
  return dir;
}
