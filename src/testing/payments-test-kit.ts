import type { TestApp } from './test-app';

/**
 * TestApp.close() for the payment tests. pg-pool's end() resolves before its sockets have closed,
 * and dropping the test database WITH (FORCE) then kills them mid-goodbye (an unhandled 57P01).
 * These tests use many pooled connections at once (the sandbox answers over HTTP while the test
 * queries), so they hit that race; a short pause lets the sockets go first.
 */
export async function closeTestApp(t: TestApp): Promise<void> {
  await t.app.close();
  await new Promise((resolve) => setTimeout(resolve, 250));
  await t.database.drop();
}
