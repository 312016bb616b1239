import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../../shared/html';

// Vite's manifest of the client build: for each source module, its built file and the chunks it
// imports. index.html already loads the entry and its imports; a page's own code (a lazily loaded
// page) is otherwise found only once the main script runs, one round trip later on a phone.

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

export const MANIFEST_PATH = '.vite/manifest.json';

/** The module and every chunk it imports, each once. */
function withImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) withImports(manifest, imported, into);
  return into;
}

/** A page's stylesheet inline when small (a few KB), else linked; read once, at start. */
function pageStyles(clientDir: string): (file: string) => string {
  const read = new Map<string, string>();
  return (file) => {
    if (!read.has(file)) {
      const css = readFileSync(join(clientDir, file), 'utf8');
      // Built from our own sources; "</" is escaped anyway, so no text can close the element.
      read.set(
        file,
        css.length <= INLINE_STYLE_MAX
          ? `<style>${css.replace(/<\//g, '<\\/')}</style>`
          : `<link rel="stylesheet" crossorigin href="${escapeHtml(`/${file}`)}" />`,
      );
    }
    return read.get(file) ?? '';
  };
}

const INLINE_STYLE_MAX = 4096;

/**
 * From the client build in `clientDir`, a function giving the <link rel="modulepreload"> tags of
 * a page's modules and the stylesheets they bring, less what index.html already loads; tags for
 * nothing when there is no manifest.
 */
export function pageCodeLinks(clientDir: string): (modules: string[]) => string {
  const path = join(clientDir, MANIFEST_PATH);
  if (!existsSync(path)) return () => '';
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const styleTag = pageStyles(clientDir);
  const inShell = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry) withImports(manifest, key, inShell);
  return (modules) => {
    const wanted = new Set<string>();
    for (const module of modules) withImports(manifest, module, wanted);
    const own = [...wanted].filter((key) => !inShell.has(key));
    // The page's own styles too, written into the head: its server-rendered HTML is drawn styled
    // at once, never restyled (moved) when its code arrives, and costs a phone no extra request.
    const styles = [...new Set(own.flatMap((key) => manifest[key]?.css ?? []))].map(styleTag);
    const code = own
      .map((key) => `/${manifest[key]?.file ?? ''}`)
      // At low priority, as index.html's scripts (decision 097): the page is drawn without them.
      .map(
        (href) =>
          `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}" />`,
      );
    return [...styles, ...code].join('\n    ');
  };
}
