import type { LightMyRequestResponse } from 'fastify';
import { nextMail } from './sign-in-testing';
import type { SmtpCatcher } from './smtp-catcher';
import type { TestAgent } from './test-agent';

// Helpers for the profile tests (not a test file): an e-mail change asked for through the API,
// and the code read from the real mail it sent.

const API = '/cms-admin/api';

/** The 6-digit code of an e-mail change message. */
export function emailChangeCodeOf(text: string): string {
  const code = /profile page: (\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`no code in:\n${text}`);
  return code;
}

/** POST email_change.php, then the code mailed to the new address. */
export async function askForEmailCode(
  catcher: SmtpCatcher,
  agent: TestAgent,
  email: string,
): Promise<{ res: LightMyRequestResponse; code: string }> {
  const seen = catcher.mails.length;
  const res = await agent.post(`${API}/email_change.php`, { email });
  if (res.statusCode !== 200)
    throw new Error(`email_change answered ${res.statusCode}: ${res.body}`);
  return { res, code: emailChangeCodeOf((await nextMail(catcher, email, seen)).text) };
}

export const confirmEmailCode = (agent: TestAgent, code: string) =>
  agent.post(`${API}/email_change_confirm.php`, { code });
