import type { FastifyReply } from 'fastify';
import {
  AGENT_INSPECTION_NOT_FOUND,
  AGENTS_ONLY,
  type AgentInspectionAnswer,
  type AgentInspectionRow,
  type AgentInspectionsAnswer,
} from '../../shared/agents/agent-portal';
import {
  inspectionSummary,
  storedCheckout,
  storedPriceLines,
} from '../../shared/portal/stored-order';
import { sortInspections } from '../../shared/portal/inspection-status';
import { realtorWaitText } from '../../shared/realtor-access/realtor-access';
import { type Agent, agentOfEmail, orderIdsOfAgent } from '../agents/agents.service';
import { ordersWithIds, type Order } from '../booking/figures-orders.service';
import type { Db } from '../db/database';
import type { Env } from '../env';
import { HttpError, notFound } from '../errors';
import {
  listPublishedReports,
  reportDownloadWaits,
  sendReportFile,
} from '../reports/reports.service';
import type { User } from '../users/users.service';
import { agentProfileOf } from './agent-profile.service';

// The agent's own view: the inspections an agent is named on, read through the agents feature
// (which orders) and booking (what they are). An order the agent is not on simply does not exist
// here. Reports only when the client shares them (realtor access "Yes"), through the same gates
// as the customer's downloads; never a price.

/** The signed-in user's agent record (their e-mail's), or 403. */
export async function agentOfUser(db: Db, user: User): Promise<Agent> {
  const agent = await agentOfEmail(db, user.email);
  if (!agent) throw new HttpError(403, AGENTS_ONLY);
  return agent;
}

const withStart = (o: Order) => ({ ...o, start: o.slotStart });
/** The client agreed at checkout to share the reports with their realtor. */
const sharesReports = (o: Order) => storedCheckout(o.checkoutJson).realtorAccess === 'yes';

export async function agentInspections(
  db: Db,
  agent: Agent,
  now: Date,
): Promise<AgentInspectionsAnswer> {
  const orders = await ordersWithIds(db, await orderIdsOfAgent(db, agent.id));
  const rows: AgentInspectionRow[] = [];
  for (const order of sortInspections(orders.map(withStart), now)) {
    const summary = inspectionSummary(order, now);
    rows.push({
      id: order.id,
      start: order.slotStart,
      address: summary.address,
      clientName: order.customerName,
      status: summary.status,
      sharedReports: sharesReports(order) ? (await listPublishedReports(db, order.id)).length : 0,
    });
  }
  return {
    agent: await agentProfileOf(db, agent),
    inspections: rows,
  };
}

/** One order the agent is named on; anyone else's (or none) is 404. */
async function agentOrder(db: Db, agent: Agent, orderId: number): Promise<Order> {
  const ids = await orderIdsOfAgent(db, agent.id);
  const [order] = ids.includes(orderId) ? await ordersWithIds(db, [orderId]) : [];
  if (!order) throw notFound(AGENT_INSPECTION_NOT_FOUND);
  return order;
}

export async function agentInspection(
  db: Db,
  agent: Agent,
  orderId: number,
  now: Date,
): Promise<AgentInspectionAnswer> {
  const order = await agentOrder(db, agent, orderId);
  const summary = inspectionSummary(withStart(order), now);
  const shared = sharesReports(order);
  const [reports, waits] = shared
    ? await Promise.all([listPublishedReports(db, order.id), reportDownloadWaits(db, order)])
    : [[], []];
  return {
    id: order.id,
    start: order.slotStart,
    address: summary.address,
    clientName: order.customerName,
    status: summary.status,
    services: storedPriceLines(order.priceLinesJson, { services: true }).map((s) =>
      s.quantity > 1 ? `${s.name} × ${s.quantity}` : s.name,
    ),
    shared,
    reports: reports.map((r) => ({
      id: r.id,
      filename: r.filename,
      sizeBytes: r.sizeBytes,
      publishedAt: r.publishedAt,
      waits,
    })),
  };
}

/** Streams a report of an inspection the agent is on, shared with them, once its gates pass. */
export async function sendAgentReport(
  deps: { db: Db; env: Env },
  reply: FastifyReply,
  agent: Agent,
  reportId: number,
): Promise<void> {
  for (const orderId of await orderIdsOfAgent(deps.db, agent.id)) {
    const published = await listPublishedReports(deps.db, orderId);
    if (!published.some((r) => r.id === reportId)) continue;
    const [order] = await ordersWithIds(deps.db, [orderId]);
    if (!order || !sharesReports(order)) break;
    const waits = await reportDownloadWaits(deps.db, order);
    if (waits.length > 0) throw new HttpError(403, realtorWaitText(waits), { waits });
    if (await sendReportFile(deps.db, deps.env, reply, orderId, reportId)) return;
    break;
  }
  throw notFound(AGENT_INSPECTION_NOT_FOUND);
}
