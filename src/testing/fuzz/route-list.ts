import type { FastifyInstance } from 'fastify';

export interface ServedRoute {
  method: string;
  url: string;
}

/**
 * Every route the app serves, read from its router (printRoutes), so a route added tomorrow is
 * fuzzed without anyone listing it. The tree prints one node a line, four columns a level, with
 * the node's methods in brackets: "│   └── .map (HEAD, GET)" extends its parent's path.
 */
export function servedRoutes(app: FastifyInstance): ServedRoute[] {
  const routes: ServedRoute[] = [];
  const pathAt: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const branch = Math.max(line.indexOf('├── '), line.indexOf('└── '));
    if (branch < 0) continue;
    const depth = branch / 4;
    let text = line.slice(branch + 4);
    let methods: string[] = [];
    const open = text.lastIndexOf(' (');
    if (open >= 0 && text.endsWith(')')) {
      methods = text.slice(open + 2, -1).split(', ');
      text = text.slice(0, open);
    }
    const path = (depth > 0 ? (pathAt[depth - 1] ?? '') : '') + text;
    pathAt[depth] = path;
    pathAt.length = depth + 1;
    for (const method of methods) routes.push({ method, url: path });
  }
  return routes;
}
