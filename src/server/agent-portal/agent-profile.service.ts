import type { AgentOwnProfile, AgentProfile } from '../../shared/agents/agent-portal';
import { MOBILE_NUMBER_MESSAGE, mobileNumber } from '../../shared/texts/mobile-number';
import { type Agent, saveOwnAgentDetails } from '../agents/agents.service';
import { audit } from '../audit/audit.service';
import type { Db } from '../db/database';
import { badRequest, notFound } from '../errors';
import { agreeToTexts, mayText, withdrawTexts } from '../texts/texts.service';
import type { User } from '../users/users.service';

// The agent's own details on /agent: name, mobile phone (E.164, the texts' key) and brokerage,
// with their agreement to texts as the customer's profile has it. The e-mail is not edited here:
// it signs the agent in and matches the checkouts that name them.

export async function agentProfileOf(db: Db, agent: Agent): Promise<AgentProfile> {
  const { name, email, phone, agency } = agent;
  return { name, email, phone, agency, textConsent: phone ? await mayText(db, phone) : false };
}

export async function saveAgentProfile(
  db: Db,
  agent: Agent,
  user: User,
  input: AgentOwnProfile,
  now: Date,
): Promise<AgentProfile> {
  const typed = input.phone.trim();
  const phone = typed === '' ? '' : mobileNumber(typed);
  if (phone === null || (input.textConsent && phone === ''))
    throw badRequest(MOBILE_NUMBER_MESSAGE, { fields: { phone: MOBILE_NUMBER_MESSAGE } });
  const details = { name: input.name, phone, agency: input.agency };
  await db.transaction().execute(async (trx) => {
    if (!(await saveOwnAgentDetails(trx, agent, details, now.toISOString())))
      throw notFound('Your agent record is gone; please sign in again.');
    // Ticked: texts may go to this phone; unticked: they stop, as a STOP reply would.
    if (input.textConsent) await agreeToTexts(trx, phone, 'profile', now);
    else if (phone) await withdrawTexts(trx, phone, now);
    const before = { name: agent.name, phone: agent.phone, agency: agent.agency };
    const after = { ...details, textConsent: input.textConsent };
    const entry = { userId: user.id, action: 'update-own', entity: 'agent', entityId: agent.id };
    await audit(trx, { ...entry, details: { before, after } }, now);
  });
  return agentProfileOf(db, { ...agent, ...details });
}
