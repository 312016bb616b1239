import { z } from 'zod';

// Ids are 32-bit integers in the database: a larger one could only fail there.

/** An id sent as text (a query or a form), each failure named with the field's name. */
export const queryId = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number.` })
    .int(`${what} must be a whole number.`)
    .positive(`${what} must be a positive number.`)
    .max(2_147_483_647, `${what} is out of range.`);

/** An id chosen on a form, sent as text: one message whatever is wrong with it. */
export const chosenId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
