import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TOO_LONG_MESSAGE } from '../../shared/auth/login';
import { NUL_MESSAGE } from '../../shared/schema-fields';
import { API, browser } from '../../testing/sign-in-testing';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app';

// The old e-mail pattern backtracked: 64 KB took seconds of CPU, the 256 KB body limit minutes.
describe.each(testDialects)('a hostile e-mail to request_login_link.php on %s', (dialect) => {
  let t: TestApp;
  let agent: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    agent = await browser(t.app);
    // The first answer also compiles the route: not what is timed here.
    await agent.post(`${API}/request_login_link.php`, { email: 'x' });
  });
  afterAll(async () => {
    await t.close();
  });

  for (const [label, size] of [
    ['64 KB', 64 * 1024],
    ['250 KB', 250 * 1024],
  ] as const) {
    it(`is refused with 400, naming the e-mail, within 100 ms (${label})`, async () => {
      for (const email of [`a@${'.'.repeat(size)} `, `${'a'.repeat(size)}@example.com`]) {
        // The fastest of three: a pause of a busy machine does not repeat, backtracking would.
        let fastest = Infinity;
        for (let i = 0; i < 3; i += 1) {
          const started = performance.now();
          const res = await agent.post(`${API}/request_login_link.php`, { email });
          fastest = Math.min(fastest, performance.now() - started);
          expect(res.statusCode).toBe(400);
          expect(res.json()).toMatchObject({ success: false, message: EMAIL_TOO_LONG_MESSAGE });
        }
        expect(fastest).toBeLessThan(100);
      }
    });
  }

  it('refuses an e-mail with a NUL character with 400, not a database error', async () => {
    const res = await agent.post(`${API}/request_login_link.php`, {
      email: 'a\u0000@example.com',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: NUL_MESSAGE });
  });
});
