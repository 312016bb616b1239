import type { Env } from '../env';

/**
 * A live site on a built-in sandbox (payments or texts) would seem to charge cards or send texts
 * and do neither: refused in production unless explicitly allowed, then a warning on every start.
 */
export function sandboxInProductionCheck<P extends keyof Env, A extends keyof Env>(
  provider: P,
  allowed: A,
  words: { refused: string; warning: string },
) {
  return (env: Pick<Env, 'NODE_ENV' | P | A>, log: { warn(message: string): void }): void => {
    if (env.NODE_ENV !== 'production' || env[provider] !== 'sandbox') return;
    if (!env[allowed]) throw new Error(words.refused);
    log.warn(words.warning);
  };
}
