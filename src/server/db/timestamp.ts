/** A point in time as written (an ISO-8601 UTC string) or as PostgreSQL reads it back (a Date). */
export type Timestamp = string | Date;
