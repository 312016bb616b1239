import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp';

// Table types of agents (the conventions of ./schema.ts apply; the agents feature owns both).

/** A realtor named at checkout, one per e-mail (stored lower-case). */
export interface AgentsTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: Generated<string>;
  agency: Generated<string>;
  /** Set when merged into another agent: that one is kept, this row only finds it by e-mail. */
  merged_into_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The agent an order names (one at most per order). */
export interface AgentOrdersTable {
  order_id: number;
  agent_id: number;
}
