import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import type { Db } from '../../db/database';
import type { User } from '../../users/users.service';
import type { AuditInput } from '../../audit/audit.service';
import type { Actor } from '../actor';

/** A submitted form: every field as a string, or a list when a name repeats (checkboxes). */
export type FormValues = Record<string, string | string[]>;

export type FlashTone = 'success' | 'danger' | 'info' | 'warning';

/** What a form handler answers: the message shown after the redirect, and where to go. */
export interface ActionResult {
  flash: string;
  tone?: FlashTone;
  /** Query of the page to redirect to (default: the query the form was posted with). */
  to?: Record<string, string | number>;
}

/**
 * A handler that changes nothing but wants the view shown again with the submitted values (a
 * preview of unsaved edits), with an optional message.
 */
export interface ShowAgain {
  showAgain: true;
  flash?: string;
  tone?: FlashTone;
}

/** Everything a page view or form handler needs; the user is always an administrator. */
export interface AdminContext {
  app: FastifyInstance;
  db: Db;
  user: User;
  request: FastifyRequest;
  reply: FastifyReply;
  /** This page's path, e.g. /cms-admin/manage-pages.php */
  path: string;
  /** The current view's path and query: forms post back to it. */
  url: string;
  query: Record<string, string>;
  /** The session's CSRF token; AdminForm puts it in every form as `_csrf`. */
  csrfToken: string;
  now: Date;
  /** This administrator acting at `now`: what audited changes take. */
  actor: Actor;
  /** Builds a link to this page with the given query. */
  link(query?: Record<string, string | number | undefined>): string;
  /** audit() with this administrator as the actor. */
  auditEntry(entry: Omit<AuditInput, 'userId'>): AuditInput;
}

/**
 * A view shown again after a form post (refused, or ShowAgain) gets the values sent, and the
 * refusal's message as `error`.
 */
export interface AdminViewContext extends AdminContext {
  error?: string;
  submitted?: FormValues;
}

/**
 * A form handler. Throw an HttpError (400/404/409…) to refuse: the page is shown again with the
 * message and the submitted values. Answer an ActionResult to redirect with a flash message, or
 * send the reply yourself (a download) and answer nothing, or answer ShowAgain.
 */
export type AdminAction = (
  ctx: AdminContext,
  form: FormValues,
) => Promise<ActionResult | ShowAgain | void>;

/** A section's list of rows, its times shown in the site's time zone. */
export interface AdminListProps<R> {
  ctx: AdminContext;
  rows: readonly R[];
  timeZone: string;
}

export interface AdminPageDefinition {
  /** File name without .php: the page lives at /cms-admin/<name>.php */
  name: string;
  /** Heading and document title. */
  title: string;
  /** The page body (inside the admin layout). Send the reply yourself for a download. */
  view(ctx: AdminViewContext): Promise<ReactNode> | ReactNode;
  /** Form handlers by the form's `action` field; POST /cms-admin/<name>.php dispatches to them. */
  actions?: Record<string, AdminAction>;
}

/** Declares an admin page; add it to `adminPages` in admin-pages.ts to serve it. */
export function defineAdminPage(page: AdminPageDefinition): AdminPageDefinition {
  return page;
}

export const adminPagePath = (name: string) => `/cms-admin/${name}.php`;
