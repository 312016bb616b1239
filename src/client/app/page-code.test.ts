import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testedBuildDir } from '../../testing/page-weight';
import { routes } from './routes';

// The server preloads a page's code by the module name its route gives (lazyPage): a name the
// build's manifest does not list would silently preload nothing.

const manifest = () =>
  JSON.parse(
    readFileSync(join(testedBuildDir, 'client', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { isDynamicEntry?: boolean }>;

describe('the page code each route names', () => {
  it('is a chunk of its own in the client build, for every server-rendered page', () => {
    const chunks = manifest();
    const named = routes
      .filter((route) => route.handle?.code)
      // The content page imports the not-found page too, so that one shares an unnamed chunk
      // (a 404 needs no head start).
      .filter((route) => route.path !== '*')
      .map((route) => route.handle!.code!.module);
    expect(named.length).toBeGreaterThan(3);
    expect(named.filter((module) => !chunks[module]?.isDynamicEntry)).toEqual([]);
  });
});
