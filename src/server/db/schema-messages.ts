import type { Timestamp } from './timestamp';

// Table types of the office's messages: edited templates, rules and texts (the conventions of
// ./schema.ts apply).

/** The office's wording of one message kind (the messages feature owns it). */
export interface MessageTemplatesTable {
  key: string;
  subject: string;
  body: string;
  updated_by: number | null;
  updated_at: Timestamp;
}
