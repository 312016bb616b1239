import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { collectExpiry } from './copy-expiry';
import { OnePerKey } from './one-per-key';
import type { PublicCache } from './public-cache';

// Rendered public pages kept per process (decision 075). A page is made of the site's settings
// and the public API copies its render read (pages, services, slots, inspectors, reviews): its copy
// is used while every topic's version is the one it was rendered under, none of those copies has
// expired, and it is younger than MAX_AGE_MS (a bound for anything else that moves with the
// clock). Under a rush, rendering was most of the servers' CPU (3.3 ms a page against 30 µs for a
// kept API answer) and every booking waited behind it in the event loop.

const MAX_PAGES = 200;
const MAX_AGE_MS = 60_000;
const br = promisify(brotliCompress);
const gz = promisify(gzip);

export type PageEncoding = 'br' | 'gzip';

/** A page as the renderer made it; `keep`: the same for every visitor, complete, a 200. */
export interface RenderedPage {
  status: number;
  cacheControl: string;
  html: string;
  keep: boolean;
}

/** A page to send: compressed once per copy and encoding when it is a kept one. */
export interface PageAnswer extends RenderedPage {
  encoded?: (encoding: PageEncoding) => Promise<Buffer>;
}

interface PageCopy extends PageAnswer {
  stamp: string;
  expiresAt: number;
}

function copyOf(page: RenderedPage, stamp: string, expiresAt: number): PageCopy {
  const bodies = new Map<PageEncoding, Promise<Buffer>>();
  const encode = (encoding: PageEncoding) =>
    encoding === 'br'
      ? br(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gz(page.html);
  return {
    ...page,
    stamp,
    expiresAt,
    encoded: (encoding) => {
      let body = bodies.get(encoding);
      if (!body) {
        body = encode(encoding);
        bodies.set(encoding, body);
        body.catch(() => bodies.delete(encoding));
      }
      return body;
    },
  };
}

export class PageCopies {
  private readonly copies = new Map<string, PageCopy>();
  private readonly rendering = new Map<string, Promise<RenderedPage | PageCopy>>();

  constructor(private readonly cache: PublicCache) {}

  private current(url: string, stamp: string): PageCopy | undefined {
    const copy = this.copies.get(url);
    if (!copy || copy.stamp !== stamp || Date.now() >= copy.expiresAt) return undefined;
    // Least recently used dropped first.
    this.copies.delete(url);
    this.copies.set(url, copy);
    return copy;
  }

  /** The page at `url` (path and query): its current copy, or `render`ed (and kept when it may). */
  async page(url: string, render: () => Promise<RenderedPage>): Promise<PageAnswer> {
    const known = this.cache.peekStamp();
    const hit = known === undefined ? undefined : this.current(url, known);
    if (hit) return hit;
    // Read before rendering: a change during the render leaves the copy under the older stamp.
    const stamp = await this.cache.currentStamp();
    const copy = this.current(url, stamp);
    if (copy) return copy;
    const key = `${stamp}|${url}`;
    const pending = this.rendering.get(key);
    if (pending) {
      const shared = await pending;
      // A page that is not kept may be the other visitor's own: this one renders its own.
      if (shared.keep) return shared;
      return render();
    }
    const made = this.make(url, stamp, render).finally(() => this.rendering.delete(key));
    this.rendering.set(key, made);
    return made;
  }

  private async make(
    url: string,
    stamp: string,
    render: () => Promise<RenderedPage>,
  ): Promise<RenderedPage | PageCopy> {
    const started = Date.now();
    const [page, expiresAt] = await collectExpiry(render);
    if (!page.keep) return page;
    const copy = copyOf(page, stamp, Math.min(expiresAt, started + MAX_AGE_MS));
    this.copies.delete(url);
    this.copies.set(url, copy);
    if (this.copies.size > MAX_PAGES) {
      const oldest = this.copies.keys().next().value;
      if (oldest !== undefined) this.copies.delete(oldest);
    }
    return copy;
  }
}

const pageCopies = new OnePerKey((cache: PublicCache) => new PageCopies(cache));

/** The rendered pages kept beside `cache` (one per app's database handle). */
export function pageCopiesFor(cache: PublicCache): PageCopies {
  return pageCopies.of(cache);
}
