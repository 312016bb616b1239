import {
  BODY_MAX,
  renderTemplate,
  SUBJECT_MAX,
  templateProblem,
} from '../../shared/messages/message-template';
import type { Actor } from '../admin/actor';
import { audit } from '../audit/audit.service';
import { publicDataChanged } from '../cache/cache.service';
import { changePublicData } from '../cache/public-change';
import type { Db } from '../db/database';
import { badRequest } from '../errors';
import type { MessageDefinition, TemplateChoice } from './message-definition';
import {
  deleteTemplate,
  findTemplate,
  listTemplates,
  type StoredTemplate,
  upsertTemplate,
} from './messages.repository';

export type { StoredTemplate };

/** The office's wording of `choice`, rendered; undefined when the shipped text stands. */
export async function renderEdited(
  db: Db,
  choice: TemplateChoice,
  /** Every stored template, read beforehand (outside a transaction holding rows): no look-up. */
  known?: ReadonlyMap<string, StoredTemplate>,
): Promise<{ subject: string; text: string } | undefined> {
  const stored = known ? known.get(choice.key) : await findTemplate(db, choice.key);
  if (!stored) return undefined;
  return {
    subject: renderTemplate(stored.subject, choice.view),
    text: renderTemplate(stored.body, choice.view),
  };
}

export const storedTemplate = (db: Db, key: string) => findTemplate(db, key);
export const storedTemplates = (db: Db) => listTemplates(db);

/** Every stored template by key, for renderEdited's `known`: one statement for all of them. */
export async function templatesByKey(db: Db): Promise<ReadonlyMap<string, StoredTemplate>> {
  return new Map((await listTemplates(db)).map((t) => [t.key, t]));
}

export interface TemplateInput {
  subject: string;
  body: string;
}

/**
 * The subject and body as they would be saved (line breaks normalised, the subject on one line),
 * or a refusal naming the field and the reason: too long, a broken tag, an unknown placeholder, a
 * required one missing.
 */
export function checkedTemplate(
  definition: MessageDefinition,
  input: TemplateInput,
): TemplateInput {
  if (input.subject.length > SUBJECT_MAX)
    throw badRequest(`Subject: at most ${SUBJECT_MAX} characters.`, { field: 'subject' });
  if (input.body.length > BODY_MAX)
    throw badRequest(`Body: at most ${BODY_MAX} characters.`, { field: 'body' });
  const subject = input.subject.replace(/[\r\n]+/g, ' ').trim();
  const body = input.body.replace(/\r\n?/g, '\n').trimEnd();
  if (!subject) throw badRequest('Subject: enter a subject.', { field: 'subject' });
  if (!body) throw badRequest('Body: enter the message.', { field: 'body' });
  const names = Object.keys(definition.placeholders);
  const subjectProblem = templateProblem(subject, names);
  if (subjectProblem) throw badRequest(`Subject: ${subjectProblem}`, { field: 'subject' });
  const bodyProblem = templateProblem(body, names, definition.required);
  if (bodyProblem) throw badRequest(`Body: ${bodyProblem}`, { field: 'body' });
  return { subject, body };
}

/** Saves the office's wording of a message kind, audited in the same transaction. */
export async function saveTemplate(
  db: Db,
  definition: MessageDefinition,
  input: TemplateInput,
  actor: Actor,
): Promise<void> {
  const checked = checkedTemplate(definition, input);
  // Kept with the rules for a new order's messages, under this version (decision 098).
  await changePublicData(db, ['settings'], async (trx) => {
    const before = await findTemplate(trx, definition.key);
    await upsertTemplate(trx, {
      key: definition.key,
      ...checked,
      updatedBy: actor.id,
      at: actor.at.toISOString(),
    });
    await audit(
      trx,
      {
        userId: actor.id,
        action: 'update',
        entity: 'message',
        entityId: definition.key,
        details: {
          subject: { from: before?.subject ?? definition.subject, to: checked.subject },
          bodyChanged: (before?.body ?? definition.body) !== checked.body,
        },
      },
      actor.at,
    );
  });
}

/** Reset to default: the shipped text is sent again. Answers false when nothing was edited. */
export async function resetTemplate(
  db: Db,
  definition: MessageDefinition,
  actor: Actor,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await deleteTemplate(trx, definition.key))) return false;
    await audit(
      trx,
      { userId: actor.id, action: 'reset', entity: 'message', entityId: definition.key },
      actor.at,
    );
    await publicDataChanged(db, trx, 'settings');
    return true;
  });
}
