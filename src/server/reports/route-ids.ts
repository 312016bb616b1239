import { z } from 'zod';

// The ids the reports' routes read from a query string, checked alike on every route: a page of
// the site builds these addresses, so zod's own messages serve (forms name theirs, query-id.ts).
// Most of the reports' reads take one order and answer what the page shows of it: orderRead.

/** A row's id sent as text; ids are 32-bit integers in the database. */
export const idText = z.coerce.number().int().positive().max(2_147_483_647);

/** `?order=N`: the order whose report the route reads. */
export const orderQuery = z.object({ order: idText });

/** A GET's options when it reads one order's `?order=N` and answers `answer`. */
export const orderRead = <A extends z.ZodType>(answer: A) => ({
  schema: { querystring: orderQuery, response: { 200: answer } },
});
