import type { FastifyInstance } from 'fastify';
import { createAgent, type TestAgent } from './test-agent';

// Helpers for the tests of the card-testing and reservation limits (not a test file): browsers
// that come from a chosen client address, as different networks do.

/** A browser stand-in whose every request comes from `ip` (Fastify's request.ip). */
export function agentAt(app: FastifyInstance, ip: string): TestAgent {
  const agent = createAgent(app);
  const request: TestAgent['request'] = (options) =>
    agent.request({ ...options, remoteAddress: ip });
  return {
    cookies: agent.cookies,
    request,
    get: (url) => request({ url, method: 'GET' }),
    post: (url, payload, headers) =>
      request({ url, method: 'POST', payload: payload as never, headers }),
  };
}

/** A browser from `ip` with its session and XSRF-TOKEN cookies already set. */
export async function browserAt(app: FastifyInstance, ip: string): Promise<TestAgent> {
  const agent = agentAt(app, ip);
  await agent.get('/cms-admin/api/session.php');
  return agent;
}
