import { createContext, useContext, useEffect, useState } from 'react';
import { useLocation } from '../lib/router';
import { DEFAULT_DESCRIPTION } from '../../shared/ssr/render-contract';
import { siteConfig } from '../lib/site-config';

export interface PageMeta {
  /** The page's own title; the business name is added after it. */
  title: string;
  description?: string;
  /** The page exists (false: the not-found page, answered with 404 and kept out of indexes). */
  found?: boolean;
  /** The title as it is, without the business name after it (the home page). */
  exact?: boolean;
}

/** On the server, the renderer collects the page's meta here to write the <head>. */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

export const documentTitle = (meta: PageMeta) => {
  const name = siteConfig().businessName;
  if (meta.exact && meta.title) return meta.title;
  return meta.title && meta.title !== name ? `${meta.title} | ${name}` : name;
};

let announce: (text: string) => void = () => {};

/**
 * Sets the page's title and description: in the server's <head>, and in the browser when the page
 * shows. After an in-app navigation, focus moves to the new page's heading and the live region
 * reads its title, so screen-reader users learn the page changed.
 */
export function usePageMeta(meta: PageMeta | undefined) {
  const sink = useContext(PageMetaSink);
  if (sink && meta) sink(meta);
  const { pathname } = useLocation();
  const title = meta ? documentTitle(meta) : undefined;
  const description = meta?.description ?? DEFAULT_DESCRIPTION;
  useEffect(() => {
    if (!title) return;
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    // The page the browser loaded keeps the focus where the browser put it; a page is announced
    // once, when its title is first known (a content page's comes with its data).
    const first = titledPath === undefined;
    if (titledPath === pathname) return;
    titledPath = pathname;
    if (first) return;
    announce(title);
    focusHeading();
  }, [title, description, pathname]);
}
/** The path whose page last set its title. */
let titledPath: string | undefined;

/** Focuses the main heading once it is there (a lazily loaded page shows it a moment later). */
function focusHeading(tries = 20) {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading && tries > 0) {
    setTimeout(() => focusHeading(tries - 1), 100);
    return;
  }
  const target = heading ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: false });
}

/** The polite live region that reads the new page's title after a navigation. */
export function RouteAnnouncer() {
  const [text, setText] = useState('');
  useEffect(() => {
    announce = setText;
    return () => {
      announce = () => {};
    };
  }, []);
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" id="route-announcer">
      {text}
    </div>
  );
}
