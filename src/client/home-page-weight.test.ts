import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { initialCss, initialJavaScript, testedBuildDir as buildDir } from '../testing/page-weight';

// The budget of the home page's JavaScript, on the build the tests run against (`npm test` and
// `npm run test:unit` build first): 90 KiB gzip, React DOM (about 58 KiB) included.

describe('the home page weight', () => {
  it('stays within 90 KiB gzip, with no form rules, calendar or admin code', () => {
    expect(existsSync(`${buildDir}/client/index.html`), `no client build in ${buildDir}`).toBe(
      true,
    );
    const { bytes, files } = initialJavaScript(buildDir);
    expect(bytes).toBeLessThanOrEqual(90 * 1024);
    expect(files.filter((f) => /zod|calendar|admin|checkout|login/.test(f))).toEqual([]);
  });

  it('comes with at most 15 KiB of CSS (gzip): only the Bootstrap parts in use', () => {
    expect(initialCss(buildDir)).toBeLessThanOrEqual(15 * 1024);
  });
});
