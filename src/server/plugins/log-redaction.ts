import type { FastifyRequest } from 'fastify';

// Never log sign-in codes or tokens: logs outlive them and are read by more people. A sign-in link carries its token in the query string
// (of the page and of authenticate.php), and request logs record the URL.
const SECRET_PARAMS = /([?&](?:token|code)=)[^&#]*/gi;
// An inspector's calendar feed and a seller's view of a repair request carry their token in the path.
const SECRET_PATHS = /^(\/(?:inspector-calendar|repair-request)\/)[^?#]*/i;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PATHS, '$1[redacted]').replace(SECRET_PARAMS, '$1[redacted]');
}

/** Fastify's own request serializer, with the URL redacted. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
