import { type ComponentType, lazy } from 'react';
import type { PageCode } from '../lib/router';

/**
 * A page whose code loads on first visit, with `code.preload` for the browser to call before it
 * hydrates a server-rendered page: the page then renders at once and React keeps the server's HTML,
 * instead of showing the spinner (and moving the footer) while the code arrives. `module` is the
 * file `load` imports, as the build's manifest names it (its path under src/client): the server
 * lists that file's code in the page's head, so the browser fetches it alongside the main script.
 */
export function lazyPage<P extends object>(module: string, load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = async (): Promise<void> => {
    loaded ??= await load();
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  const code: PageCode = { module, preload };
  return Object.assign(Page, { code });
}
