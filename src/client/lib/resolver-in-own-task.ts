import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver, made at the form's first check and run from then on. A form that shows
 * whether it is valid checks itself as it mounts, in the task that commits the page; its first
 * check (its schema built, then a first parse) waits for a task of its own instead, so the page
 * answers a tap in between (decision 086). Later checks run at once.
 */
export function resolverInOwnTask<Input extends FieldValues, Context, Output>(
  make: () => Resolver<Input, Context, Output>,
): Resolver<Input, Context, Output> {
  let resolver: Resolver<Input, Context, Output> | undefined;
  return async (values, context, options) => {
    if (!resolver) {
      await new Promise((resolve) => setTimeout(resolve));
      resolver ??= make();
    }
    return resolver(values, context, options);
  };
}
