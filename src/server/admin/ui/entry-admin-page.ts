import type { ReactNode } from 'react';
import { type AdminPageDefinition, type AdminViewContext, defineAdminPage } from './admin-page';

// An entry page's views answer the links its parts (entry-page.tsx) make: ?new, ?edit=<id> and
// one view per further query naming an entry, so each page says only what it shows.

type View<A extends unknown[]> = (
  ctx: AdminViewContext,
  ...args: A
) => ReactNode | Promise<ReactNode>;

export interface EntryAdminPage<T> extends Omit<AdminPageDefinition, 'view'> {
  /** Loads the entry a query value names, or refuses (see entryOf). */
  find: (ctx: Pick<AdminViewContext, 'db'>, value: string) => Promise<T>;
  /** The form that creates an entry (?new), or edits the one ?edit=<id> names. */
  form: View<[entry?: NoInfer<T>]>;
  /** Further views of one entry by the query naming it, e.g. `confirmDelete`. */
  views?: Record<string, View<[entry: NoInfer<T>]>>;
  /** What the page shows when the query names no view: the entries. */
  list: View<[]>;
}

/** Declares an admin page of entries: its views by the query, and its form handlers. */
export function defineEntryAdminPage<T>({
  find,
  form,
  views = {},
  list,
  ...page
}: EntryAdminPage<T>): AdminPageDefinition {
  return defineAdminPage({
    ...page,
    async view(ctx) {
      const { query } = ctx;
      if (query.new !== undefined) return form(ctx);
      if (query.edit) return form(ctx, await find(ctx, query.edit));
      for (const [name, view] of Object.entries(views))
        if (query[name]) return view(ctx, await find(ctx, query[name]));
      return list(ctx);
    },
  });
}
