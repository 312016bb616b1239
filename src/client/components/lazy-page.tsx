import { type ComponentType, lazy } from 'react';

/**
 * A page whose code loads on first visit, with `preload` for the browser to call before it hydrates
 * a server-rendered page: the page then renders at once and React keeps the server's HTML, instead
 * of showing the spinner (and moving the footer) while the code arrives.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
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
  return Object.assign(Page, { preload });
}
