import { type NamedRealtor, realtorNamed } from '../../shared/agents/agent-realtor';
import { normalizeEmail } from '../../shared/email-address';
import type { Db } from '../db/database';
import { upsertCustomerUser } from '../users/users.service';
import {
  type Agent,
  fillAgentBlanks,
  findAgentByEmail,
  findAgentById,
  findAgentsOfOrders,
  findOrderIdsOfAgent,
  insertAgentIfMissing,
  insertAgentOrder,
  updateAgentDetails,
} from './agents.repository';

// Agents: every realtor named at checkout becomes, or matches by e-mail (any case), one agent
// record. Booking calls recordOrderAgent in the order's own transaction; the agent's portal and
// the figures read through here. A merged agent's e-mail leads to the agent it was merged into.

export type { Agent };

/** Merges are at most one step deep (a merge re-points the rows merged into the one it ends). */
const MAX_MERGE_STEPS = 5;

/** The agent kept for `agent`: itself, or the one it was merged into. */
async function keptAgent(db: Db, agent: Agent | undefined): Promise<Agent | undefined> {
  let current = agent;
  for (let i = 0; current?.mergedIntoId != null && i < MAX_MERGE_STEPS; i++)
    current = await findAgentById(db, current.mergedIntoId);
  return current;
}

/** The agent (kept) an e-mail belongs to, if any. */
export async function agentOfEmail(db: Db, email: string): Promise<Agent | undefined> {
  return keptAgent(db, await findAgentByEmail(db, normalizeEmail(email)));
}

/** Finds the agent of the realtor's e-mail, or makes one; answers the agent kept. */
export async function matchAgent(db: Db, realtor: NamedRealtor, now: string): Promise<Agent> {
  await insertAgentIfMissing(db, realtor, now);
  const agent = await agentOfEmail(db, realtor.email);
  if (!agent) throw new Error('agent insert failed');
  await fillAgentBlanks(db, agent.id, realtor, now);
  return agent;
}

/**
 * Names the checkout's realtor (if any) as the order's agent, and gives the agent's e-mail an
 * account so the agent can sign in. Runs in the order's transaction: both or neither are saved.
 */
export async function recordOrderAgent(
  db: Db,
  orderId: number,
  checkout: Parameters<typeof realtorNamed>[0],
  now: string,
): Promise<Agent | undefined> {
  const realtor = realtorNamed(checkout);
  if (!realtor) return undefined;
  const agent = await matchAgent(db, realtor, now);
  await insertAgentOrder(db, orderId, agent.id);
  const [firstName = '', ...rest] = realtor.name.split(' ');
  await upsertCustomerUser(
    db,
    {
      email: realtor.email,
      firstName: firstName.slice(0, 100),
      lastName: rest.join(' ').slice(0, 100),
      phone: realtor.phone,
    },
    now,
  );
  return agent;
}

/** The orders an agent (kept) is named on, newest first. */
export function orderIdsOfAgent(db: Db, agentId: number): Promise<number[]> {
  return findOrderIdsOfAgent(db, agentId);
}

/** The agent kept for each of these orders (orders naming none are left out). */
export async function agentsOfOrders(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, Agent>> {
  const found = await findAgentsOfOrders(db, orderIds);
  for (const [orderId, agent] of found)
    if (agent.mergedIntoId !== null) {
      const kept = await keptAgent(db, agent);
      if (kept) found.set(orderId, kept);
    }
  return found;
}

/** The agent's own edit of their name, phone and brokerage in `trx`; the e-mail stays theirs. */
export async function saveOwnAgentDetails(
  trx: Db,
  agent: Agent,
  details: Pick<Agent, 'name' | 'phone' | 'agency'>,
  now: string,
): Promise<boolean> {
  return updateAgentDetails(trx, agent.id, { ...details, email: agent.email }, now);
}
