import type { FastifyReply } from 'fastify';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Sends a server-rendered admin document. */
export function sendHtml(reply: FastifyReply, status: number, document: ReactElement) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(`<!doctype html>${renderToStaticMarkup(document)}`);
}
