import { existsSync, readFileSync } from 'node:fs';
import { parseEnv as parseEnvFile } from 'node:util';
import { trustProxySetting } from './env-trust-proxy';
import { z } from 'zod';
import { normalizeEmail } from '../shared/email-address';

// The one place that reads the environment: checked once at start, so a bad value stops the start
// instead of failing a request later.
const bool = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const emailList = z
  .string()
  .transform((v) => v.split(',').map(normalizeEmail).filter(Boolean))
  .pipe(z.array(z.email()));

const timeZone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone such as America/New_York');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^(sqlite:|postgres(ql)?:\/\/)/, 'must start with sqlite: or postgres://')
      .default('sqlite:./data/site.db'),
    // PostgreSQL limits, so a database that is down or silent gets a quick 503, not a hang.
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(1000),
    DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(1000),
    // PostgreSQL pool per process; under load a request waits its turn (load is not an outage).
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DB_POOL_WAIT_MS: z.coerce.number().int().min(100).default(5000),
    DB_POOL_QUEUE_MAX: z.coerce.number().int().min(0).default(500),
    // Slow clients: time to send the headers, the whole request; idle time between requests.
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(65_000),
    // On SIGTERM, the time given to in-flight requests and background work before exiting anyway.
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(9000),
    BUSINESS_TIMEZONE: timeZone.default('America/New_York'),
    SEED_DEMO_SLOTS: bool.default(true),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    // A log line per request: unset means on in development and tests, off in production.
    LOG_REQUESTS: bool.optional(),
    TRUST_PROXY: trustProxySetting.default(false),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Home Inspection <no-reply@localhost>'),
    // A mail server that accepts and never answers must not hold a delivery forever.
    SMTP_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    SMTP_GREETING_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    SMTP_SOCKET_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
    // How often each process's outbox worker looks for due e-mails (0: never, tests tick by hand).
    OUTBOX_POLL_MS: z.coerce.number().int().min(0).default(5_000),
    // How often each process looks for reminders due before and after inspections (0: never).
    REMINDER_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(
        60_000,
        'must be at most 60000 (one minute): reminders are looked for at least once a minute; 0 turns them off',
      )
      .default(60_000),
    // How often each process offers freed times to the waitlist and passes on lapsed holds (0: never).
    WAITLIST_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(60_000, 'must be at most 60000 (one minute); 0 turns the waitlist job off')
      .default(30_000),
    // How often each process lapses requests whose proposed time was held past its end (0: never).
    PROPOSAL_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(60_000, 'must be at most 60000 (one minute); 0 turns the job off')
      .default(60_000),
    ADMIN_EMAIL: emailList.default([]),
    // Sign-in e-mails per address (more are answered quietly, unsent) and requests per client IP
    // (more get 429) in any hour: slows code guessing and mail floods.
    LOGIN_REQUESTS_PER_EMAIL_HOUR: z.coerce.number().int().min(1).default(5),
    LOGIN_REQUESTS_PER_IP_HOUR: z.coerce.number().int().min(1).default(30),
    // Reservations without payment, until an administrator sets them under Advanced.
    UNPAID_RESERVATIONS_PER_EMAIL: z.coerce.number().int().min(1).max(1000).default(2),
    UNPAID_RESERVATIONS_PER_IP_DAY: z.coerce.number().int().min(1).max(10000).default(5),
    BUSINESS_EMAIL: z.email().optional(),
    // /metrics answers only `Authorization: Bearer <this>`; unset, it is not served at all.
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').max(200).optional(),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'authorize-net']).default('sandbox'),
    // The sandbox takes no money: with NODE_ENV=production it starts only when this says so.
    ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION: bool.default(false),
    AUTHNET_API_LOGIN_ID: z.string().max(25).optional(),
    AUTHNET_TRANSACTION_KEY: z.string().max(16).optional(),
    AUTHNET_CLIENT_KEY: z.string().optional(),
    AUTHNET_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
    PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
    SMS_PROVIDER: z.enum(['sandbox', 'twilio']).default('sandbox'),
    // The texts sandbox sends nothing: with NODE_ENV=production it starts only when this says so.
    ALLOW_SMS_SANDBOX_IN_PRODUCTION: bool.default(false),
    TWILIO_ACCOUNT_SID: z.string().max(64).optional(),
    TWILIO_AUTH_TOKEN: z.string().max(64).optional(),
    TWILIO_FROM_NUMBER: z.string().max(20).optional(),
    SMS_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
    // How often each process looks for unclaimed card authorizations to void (0: never).
    PAYMENT_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).default(300_000),
    // How often each process issues refunds that waited for their capture to settle (0: never).
    PAYMENT_REFUND_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
    // The built-in sandbox settles once a day at this time (HH:MM, business time zone).
    PAYMENT_SANDBOX_SETTLE_AT: z
      .string()
      .max(5)
      .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM (24-hour)')
      .default('15:00'),
  })
  .superRefine((env, ctx) => {
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS)
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message: 'must not be longer than HTTP_REQUEST_TIMEOUT_MS',
      });
    // A generated secret lives in the database, and so in every backup of it: development only.
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message:
          'is required when NODE_ENV=production: set 32 or more random characters (e.g. the output of `openssl rand -base64 32`)',
      });
    if (env.SMS_PROVIDER === 'twilio')
      for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM_NUMBER'] as const)
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when SMS_PROVIDER=twilio',
          });
    if (env.PAYMENT_PROVIDER !== 'authorize-net') return;
    for (const key of [
      'AUTHNET_API_LOGIN_ID',
      'AUTHNET_TRANSACTION_KEY',
      'AUTHNET_CLIENT_KEY',
    ] as const) {
      if (!env[key])
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required when PAYMENT_PROVIDER=authorize-net',
        });
    }
  });

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string };

/** Every variable the server reads (.env.example must list each one). */
export const envVariableNames = Object.keys(envSchema.shape);

export class EnvError extends Error {}

/** Parses a whole environment; throws one error naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/(?<!\/)\/+$/, '');
  return { ...env, PUBLIC_URL: publicUrl };
}

type Source = Record<string, string | undefined>;

/**
 * The server's configuration: the real environment over the `.env` file of the working directory,
 * when there is one. Under NODE_ENV=test the file is skipped, so a developer's .env never leaks
 * into a test run.
 */
export function loadEnv(file = '.env', environment: Source = process.env): Env {
  return parseEnv({ ...readEnvFile(file, environment), ...environment });
}

function readEnvFile(file: string, environment: Source): Source {
  if (environment.NODE_ENV === 'test' || !existsSync(file)) return {};
  return parseEnvFile(readFileSync(file, 'utf8'));
}
