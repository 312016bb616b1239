// Fixed loopback ports for the e2e run (override with E2E_PORT when they are taken).
const base = Number(process.env.E2E_PORT ?? 4310);
export const E2E_APP_PORT = base;
export const E2E_SMTP_PORT = base + 1;
export const E2E_INBOX_PORT = base + 2;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_APP_PORT}`;
export const E2E_INBOX_URL = `http://127.0.0.1:${E2E_INBOX_PORT}`;
export const E2E_DB_PATH =
  process.env.E2E_DB_PATH ?? `${process.env.TMPDIR ?? '/tmp'}/home-inspection-e2e-${base}.db`;
export const E2E_ADMIN_EMAIL = 'admin@example.test';
export const E2E_BUSINESS_EMAIL = 'office@example.test';
