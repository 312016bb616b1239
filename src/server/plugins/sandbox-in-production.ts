import type { Env } from '../env';

/**
 * A live site on a built-in sandbox (payments or texts) would seem to charge cards or send texts
 * and do neither: refused in production unless explicitly allowed, then a warning on every start.
 */
export function sandboxInProductionCheck<P extends keyof Env, A extends keyof Env>(spec: {
  /** The setting that chooses the provider, and the one that allows its sandbox in production. */
  provider: P;
  allowed: A;
  /** What the sandbox is and does not do; the live provider's value, and what it needs. */
  sandbox: string;
  live: string;
  needs: string;
  /** The warning's name of the provider, and what a live site on the sandbox fails to do. */
  shouted: string;
  effect: string;
}) {
  const { provider, allowed, sandbox, live, needs, shouted, effect } = spec;
  const refused = `${provider} is sandbox (${sandbox}) with NODE_ENV=production. Set ${provider}=${live} with ${needs}, or, for a demonstration site only, ${allowed}=true.`;
  const warning = `${shouted} IS THE SANDBOX IN PRODUCTION (${allowed}=true): ${effect}. Use ${provider}=${live} for a live site.`;
  const check = (env: Pick<Env, 'NODE_ENV' | P | A>, log: { warn(message: string): void }) => {
    if (env.NODE_ENV !== 'production' || env[provider] !== 'sandbox') return;
    if (!env[allowed]) throw new Error(refused);
    log.warn(warning);
  };
  return Object.assign(check, { refused, warning });
}
