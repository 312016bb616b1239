import type { Selectable } from 'kysely';
import type { NamedRealtor } from '../../shared/agents/agent-realtor';
import type { Db } from '../db/database';
import { firstRow } from '../db/first-row';
import { insertIfMissing } from '../db/inserts';
import type { AgentsTable } from '../db/schema';
import { updateByIdWhile } from '../db/updates';
import { toIso } from '../db/values';

// The one writer of agents and agent_orders. A merged agent keeps its row (merged_into_id set)
// so its e-mail still leads to the agent kept; lists and figures read only agents not merged.

export interface Agent {
  id: number;
  name: string;
  email: string;
  phone: string;
  agency: string;
  mergedIntoId: number | null;
  createdAt: string;
}

const toAgent = (r: Selectable<AgentsTable>): Agent => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  agency: r.agency,
  mergedIntoId: r.merged_into_id,
  createdAt: toIso(r.created_at),
});

/** Large id lists are read in parts (SQLite and PostgreSQL cap a statement's parameters). */
const PART = 500;

export async function insertAgentIfMissing(db: Db, realtor: NamedRealtor, now: string) {
  await insertIfMissing(
    db.insertInto('agents').values({
      name: realtor.name,
      email: realtor.email,
      phone: realtor.phone,
      agency: realtor.agency,
      merged_into_id: null,
      created_at: now,
      updated_at: now,
    }),
    'email',
  );
}

export function findAgentByEmail(db: Db, email: string): Promise<Agent | undefined> {
  return firstRow(db.selectFrom('agents').selectAll().where('email', '=', email), toAgent);
}

export function findAgentById(db: Db, id: number): Promise<Agent | undefined> {
  return firstRow(db.selectFrom('agents').selectAll().where('id', '=', id), toAgent);
}

/** A phone or agency left blank so far is filled from a later checkout; nothing else changes. */
export async function fillAgentBlanks(db: Db, id: number, realtor: NamedRealtor, now: string) {
  for (const column of ['phone', 'agency'] as const) {
    if (realtor[column] === '') continue;
    await db
      .updateTable('agents')
      .set({ [column]: realtor[column], updated_at: now })
      .where('id', '=', id)
      .where(column, '=', '')
      .execute();
  }
}

/** The office's edit of an agent's details; false when the agent is gone or merged meanwhile. */
export async function updateAgentDetails(
  db: Db,
  id: number,
  details: Pick<Agent, 'name' | 'email' | 'phone' | 'agency'>,
  now: string,
): Promise<boolean> {
  const set = { ...details, updated_at: now };
  return updateByIdWhile(db, 'agents', id, { merged_into_id: null }, set);
}

export async function insertAgentOrder(db: Db, orderId: number, agentId: number) {
  await db.insertInto('agent_orders').values({ order_id: orderId, agent_id: agentId }).execute();
}

/** Agents not merged into another, by name. */
export async function listLiveAgents(db: Db): Promise<Agent[]> {
  const rows = await db
    .selectFrom('agents')
    .selectAll()
    .where('merged_into_id', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toAgent);
}

/** Every order named on an agent: order id → agent id. */
export async function listAgentOrders(db: Db): Promise<Map<number, number>> {
  const rows = await db.selectFrom('agent_orders').select(['order_id', 'agent_id']).execute();
  return new Map(rows.map((r) => [Number(r.order_id), Number(r.agent_id)]));
}

export async function findOrderIdsOfAgent(db: Db, agentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('agent_orders')
    .select('order_id')
    .where('agent_id', '=', agentId)
    .orderBy('order_id', 'desc')
    .execute();
  return rows.map((r) => Number(r.order_id));
}

/** The agents of these orders: order id → agent (orders naming none are left out). */
export async function findAgentsOfOrders(db: Db, orderIds: readonly number[]) {
  const found = new Map<number, Agent>();
  for (let i = 0; i < orderIds.length; i += PART) {
    const part = orderIds.slice(i, i + PART);
    const rows = await db
      .selectFrom('agent_orders')
      .innerJoin('agents', 'agents.id', 'agent_orders.agent_id')
      .selectAll('agents')
      .select('agent_orders.order_id')
      .where('agent_orders.order_id', 'in', part)
      .execute();
    for (const r of rows) found.set(Number(r.order_id), toAgent(r));
  }
  return found;
}

/**
 * Moves every order of `fromId` to `toId` and marks `fromId` (and any merged into it) merged into
 * it. Both must still be unmerged: each row is claimed by a conditional update, lower id first so
 * two opposite merges wait for each other instead of deadlocking. Answers the orders moved, or
 * undefined (nothing changed by this call) when either had been merged meanwhile.
 */
export async function mergeAgentRows(db: Db, fromId: number, toId: number, now: string) {
  for (const id of [fromId, toId].sort((a, b) => a - b)) {
    const claimed = await updateByIdWhile(
      db,
      'agents',
      id,
      { merged_into_id: null },
      { updated_at: now },
    );
    if (!claimed) return undefined;
  }
  const moved = await db
    .updateTable('agent_orders')
    .set({ agent_id: toId })
    .where('agent_id', '=', fromId)
    .executeTakeFirst();
  await db
    .updateTable('agents')
    .set({ merged_into_id: toId, updated_at: now })
    .where((eb) => eb.or([eb('id', '=', fromId), eb('merged_into_id', '=', fromId)]))
    .execute();
  return Number(moved.numUpdatedRows);
}
