import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../../shared/html';

// Vite's manifest of the client build: for each source module, its built file and the chunks it
// imports. index.html already loads the entry and its imports; a page's own code (a lazily loaded
// page) is otherwise found only once the main script runs, one round trip later on a phone.

interface ManifestChunk {
  file: string;
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

/**
 * From the client build in `clientDir`, a function giving the <link rel="modulepreload"> tags of
 * a page's modules, less what index.html already loads; tags for nothing when there is no manifest.
 */
export function pageCodeLinks(clientDir: string): (modules: string[]) => string {
  const path = join(clientDir, MANIFEST_PATH);
  if (!existsSync(path)) return () => '';
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const inShell = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry) withImports(manifest, key, inShell);
  return (modules) => {
    const wanted = new Set<string>();
    for (const module of modules) withImports(manifest, module, wanted);
    return [...wanted]
      .filter((key) => !inShell.has(key))
      .map((key) => `/${manifest[key]?.file ?? ''}`)
      .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`)
      .join('\n    ');
  };
}
