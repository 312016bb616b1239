import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver, made at the form's first check and run from then on. A form that shows
 * whether it is valid checks itself as it mounts, in the task that commits the page; its first
 * check (its schema built, then a first parse) waits for tasks of its own instead, so the page
 * answers a tap in between (decisions 086 and 097). Later checks run at once.
 */
export function resolverInOwnTask<Input extends FieldValues, Context, Output>(
  make: () => Resolver<Input, Context, Output>,
): Resolver<Input, Context, Output> {
  let resolver: Resolver<Input, Context, Output> | undefined;
  return async (values, context, options) => {
    if (!resolver) {
      await new Promise((resolve) => setTimeout(resolve));
      resolver ??= make();
      // The first parse in a task of its own again: building the schema and parsing with it the
      // first time are each about as long, too long for a phone in one task (decision 097).
      await new Promise((resolve) => setTimeout(resolve));
    }
    return resolver(values, context, options);
  };
}
