// The database refuses a second order holding a slot (active or requested), or a second order with the same
// order_uuid (a retried submission must never make two). Both drivers report it differently; this names which rule was hit.
export type OrderConflict = 'slot' | 'order_uuid';

export function orderConflictOf(error: unknown): OrderConflict | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  // PostgreSQL: unique_violation with the index or constraint name.
  if (e.code === '23505') {
    const constraint = String(e.constraint ?? '');
    if (constraint === 'orders_one_holding_per_slot') return 'slot';
    if (constraint.includes('order_uuid')) return 'order_uuid';
    return undefined;
  }
  // SQLite (better-sqlite3): "UNIQUE constraint failed: orders.slot_id".
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof e.message === 'string') {
    if (e.message.includes('orders.slot_id')) return 'slot';
    if (e.message.includes('orders.order_uuid')) return 'order_uuid';
  }
  return undefined;
}
