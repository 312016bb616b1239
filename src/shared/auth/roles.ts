// Kept apart from the login schemas so the client's session code does not pull in zod.
export const ADMINISTRATOR_ROLE = 'administrator';
/** Sees /inspector (their own inspections and calendar feed), never /admin. */
export const INSPECTOR_ROLE = 'inspector';
