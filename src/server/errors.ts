/** Domain errors that services throw and the error handler maps to HTTP answers. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
    /** How long a refused caller must wait (429): sent as Retry-After by the error handler. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new HttpError(400, message, details);
export const conflict = (message: string) => new HttpError(409, message);
export const forbidden = (message = 'Forbidden.') => new HttpError(403, message);

/** Awaits a look-up, answering 404 with `message` when it found nothing. */
export async function foundOr404<T>(
  lookup: Promise<T | null | undefined>,
  message: string,
): Promise<T> {
  const value = await lookup;
  if (value === null || value === undefined) throw notFound(message);
  return value;
}
