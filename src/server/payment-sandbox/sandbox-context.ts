import type { SandboxDb } from './sandbox-tables';

/** The keys the sandbox accepts: given by whoever mounts it, the same ones its callers use. */
export interface SandboxCredentials {
  apiLoginId: string;
  /** Server-to-server calls. */
  transactionKey: string;
  /** The card form's token requests. */
  clientKey: string;
}

/** What whoever mounts the sandbox tells it. */
export interface SandboxOptions {
  credentials: SandboxCredentials;
  timeZone: string;
  /** The caller's own time limit: a timeout fault answers just after it. */
  paymentTimeoutMs: number;
  /** The daily settlement's cut-off, HH:MM in `timeZone` (default 15:00). */
  settleAt?: string;
}

/** What the sandbox's services need; `now` and `sleep` are injectable so tests stay fast. */
export interface SandboxContext {
  db: SandboxDb;
  credentials: SandboxCredentials;
  timeZone: string;
  /** How long a timeout fault holds its answer. */
  faultDelayMs: number;
  now(): Date;
  sleep(ms: number): Promise<void>;
}

/** Transaction ids look like the gateway's (11 digits) and map onto our row ids. */
const TRANS_ID_BASE = 80_000_000_000;

export function toTransId(id: number): string {
  return String(TRANS_ID_BASE + id);
}

export function fromTransId(transId: unknown): number | null {
  const text = typeof transId === 'number' ? String(transId) : transId;
  if (typeof text !== 'string' || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text) - TRANS_ID_BASE;
  // Row ids are 32-bit integers in PostgreSQL: anything larger names no transaction.
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** "125.00" / 125 / "125" → 12500; anything else (negative, zero, 3 decimals, text) → null. */
export function parseAmount(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,9}(?:\.\d{1,2})?$/.test(text.trim())) return null;
  const [whole = '0', fraction = ''] = text.trim().split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents > 0 ? cents : null;
}

export type Json = Record<string, unknown>;

/** The value when it is a JSON object, else undefined. */
export function obj(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : undefined;
}

/** Strings as they are, numbers as text, anything else as ''. */
export function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
