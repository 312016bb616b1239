/** The first row a query finds, as `to` maps it; undefined when it finds none. */
export async function firstRow<R, T>(
  query: { executeTakeFirst(): Promise<R | undefined> },
  to: (row: R) => T,
): Promise<T | undefined> {
  const row = await query.executeTakeFirst();
  return row === undefined ? undefined : to(row);
}
