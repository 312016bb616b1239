import { revenueBooked } from '../../shared/dashboard/dashboard-figures';
import type { Actor } from '../admin/actor';
import { auditTrail } from '../audit/audit.service';
import { ordersWithIds, type Order } from '../booking/figures-orders.service';
import type { Db } from '../db/database';
import { badRequest, notFound } from '../errors';
import { AGENT_DETAIL_MESSAGES, type AgentDetails } from '../../shared/agents/agent-details';
import { inTransaction } from '../db/unique-violation';
import {
  type Agent,
  findAgentByEmail,
  findAgentById,
  updateAgentDetails,
  findOrderIdsOfAgent,
  listAgentOrders,
  listLiveAgents,
  mergeAgentRows,
} from './agents.repository';

// Admin → Agents: each agent with the inspections they referred, the revenue booked (as the
// dashboard counts it) and their last referral; an agent's orders; Merge of a duplicate.

export const AGENT_NOT_FOUND = 'That agent does not exist (it may have been merged).';
export const MERGE_SAME = 'Choose another agent to merge into this one.';

const auditAgent = auditTrail('agent');

export interface AgentRow {
  agent: Agent;
  /** Bookings naming the agent, not cancelled. */
  referred: number;
  revenueBookedCents: number;
  /** When the newest booking naming the agent was made (null: none). */
  lastReferralAt: string | null;
}

const toCents = (o: Order) => ({
  cancelled: o.bookingStatus === 'cancelled',
  totalCents: o.totalCents,
});

function rowOf(agent: Agent, orders: readonly Order[]): AgentRow {
  const last = orders.reduce<string | null>(
    (at, o) => (at === null || o.createdAt > at ? o.createdAt : at),
    null,
  );
  return {
    agent,
    referred: orders.filter((o) => o.bookingStatus !== 'cancelled').length,
    revenueBookedCents: revenueBooked(orders.map(toCents)),
    lastReferralAt: last,
  };
}

/** Every agent not merged, by name, with their figures. */
export async function agentRows(db: Db): Promise<AgentRow[]> {
  const [agents, named] = await Promise.all([listLiveAgents(db), listAgentOrders(db)]);
  const orders = await ordersWithIds(db, [...named.keys()]);
  const byAgent = new Map<number, Order[]>();
  for (const o of orders) {
    const agentId = named.get(o.id);
    if (agentId !== undefined) byAgent.set(agentId, [...(byAgent.get(agentId) ?? []), o]);
  }
  return agents.map((a) => rowOf(a, byAgent.get(a.id) ?? []));
}

export interface AgentDetail {
  row: AgentRow;
  /** Newest booking first. */
  orders: Order[];
}

export async function agentDetail(db: Db, id: number): Promise<AgentDetail> {
  const agent = await findAgentById(db, id);
  if (!agent || agent.mergedIntoId !== null) throw notFound(AGENT_NOT_FOUND);
  const orders = await ordersWithIds(db, await findOrderIdsOfAgent(db, id));
  orders.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return { row: rowOf(agent, orders), orders };
}

/** Every agent not merged (the Merge form's choices). */
export function liveAgents(db: Db): Promise<Agent[]> {
  return listLiveAgents(db);
}

/**
 * Merges a duplicate into the agent kept: its orders move to the kept agent and its e-mail leads
 * there from now on. Audited in the same transaction. Answers the orders moved.
 */
export async function mergeAgents(
  db: Db,
  actor: Actor,
  keepId: number,
  duplicateId: number,
): Promise<{ kept: Agent; merged: Agent; moved: number }> {
  if (keepId === duplicateId) throw badRequest(MERGE_SAME);
  return db.transaction().execute(async (trx) => {
    const kept = await findAgentById(trx, keepId);
    const merged = await findAgentById(trx, duplicateId);
    if (!kept || kept.mergedIntoId !== null || !merged || merged.mergedIntoId !== null)
      throw notFound(AGENT_NOT_FOUND);
    const moved = await mergeAgentRows(trx, duplicateId, keepId, actor.at.toISOString());
    // Merged by someone else since they were read: the transaction rolls back what it claimed.
    if (moved === undefined) throw notFound(AGENT_NOT_FOUND);
    await auditAgent(trx, actor.id, 'merge', keepId, {
      kept: { id: kept.id, email: kept.email },
      merged: { id: merged.id, email: merged.email, name: merged.name },
      ordersMoved: moved,
    });
    return { kept, merged, moved };
  });
}

/**
 * The office's edit of an agent's name, e-mail, phone and brokerage, audited in the same
 * transaction. The e-mail is what signs the agent in and matches checkouts, so it may not be
 * another agent's (merge them instead).
 */
export async function editAgentDetails(
  db: Db,
  actor: Actor,
  id: number,
  details: AgentDetails,
): Promise<Agent> {
  return inTransaction(db, AGENT_DETAIL_MESSAGES.emailTaken, async (trx) => {
    const before = await findAgentById(trx, id);
    if (!before || before.mergedIntoId !== null) throw notFound(AGENT_NOT_FOUND);
    const owner = await findAgentByEmail(trx, details.email);
    if (owner && owner.id !== id)
      throw badRequest(AGENT_DETAIL_MESSAGES.emailTaken, { field: 'email' });
    if (!(await updateAgentDetails(trx, id, details, actor.at.toISOString())))
      throw notFound(AGENT_NOT_FOUND);
    const changed = Object.fromEntries(
      (['name', 'email', 'phone', 'agency'] as const)
        .filter((k) => before[k] !== details[k])
        .map((k) => [k, { from: before[k], to: details[k] }]),
    );
    await auditAgent(trx, actor.id, 'update', id, changed);
    return { ...before, ...details };
  });
}
