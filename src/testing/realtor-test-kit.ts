import type { FastifyInstance } from 'fastify';
import { browser } from './sign-in-testing';
import type { TestAgent } from './test-agent';

// Helpers for the realtor link tests (not a test file): a realtor's browser and its button press.

export const REALTOR_ACCESS_URL = '/cms-admin/api/realtor_access.php';
export const realtorReportUrl = (id: number) => `/cms-admin/api/realtor_report.php?id=${id}`;

/** The token of a `/realtor/<token>` path or URL. */
export function tokenOf(pathOrUrl: string): string {
  const token = pathOrUrl.split('/realtor/')[1];
  if (!token) throw new Error(`not a realtor link: ${pathOrUrl}`);
  return token;
}

/** A realtor's browser: no account, an anonymous session as the SPA starts one. */
export function realtorBrowser(app: FastifyInstance): Promise<TestAgent> {
  return browser(app);
}

/** The page's button: POST realtor_access.php with the token, from `ip` when given. */
export function pressLink(agent: TestAgent, token: string, ip?: string) {
  return agent.request({
    method: 'POST',
    url: REALTOR_ACCESS_URL,
    payload: { token },
    ...(ip ? { remoteAddress: ip } : {}),
  });
}
