// A flame graph (SVG) of a V8 CPU profile: callers below, callees stacked above, widths by time.
// Idle time is left out so the width is the busy time; hover a box for its name and share.

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

const WIDTH = 1600;
const ROW = 16;
const MIN_PX = 0.5;

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function label(node: ProfileNode): string {
  const file = node.callFrame.url.replace(/^.*node_modules\//, '').replace(/^.*\//, '');
  const name = node.callFrame.functionName || '(anonymous)';
  return file ? `${name} (${file}:${node.callFrame.lineNumber + 1})` : name;
}

// Warm colours by a hash of the name, so one function keeps its colour everywhere.
function colour(name: string): string {
  let h = 0;
  for (let i = 0; i < name.length; i++) h = (h * 31 + name.charCodeAt(i)) | 0;
  const r = 205 + (Math.abs(h) % 50);
  const g = 80 + (Math.abs(h >> 8) % 130);
  return `rgb(${r},${g},55)`;
}

export function flameGraphSvg(
  nodes: ProfileNode[],
  samples: number[],
  timeDeltas: number[],
  title: string,
): string {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (timeDeltas[i] ?? 0)));
  const total = new Map<number, number>();
  const sum = (id: number): number => {
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') return 0;
    let t = self.get(id) ?? 0;
    for (const child of node.children ?? []) t += sum(child);
    total.set(id, t);
    return t;
  };
  const root = nodes[0];
  if (!root) return '<svg xmlns="http://www.w3.org/2000/svg"/>';
  const busy = sum(root.id) || 1;
  const rects: string[] = [];
  let depthMax = 0;
  const draw = (id: number, x: number, depth: number): void => {
    const node = byId.get(id);
    const t = total.get(id) ?? 0;
    const w = (t / busy) * WIDTH;
    if (!node || w < MIN_PX) return;
    depthMax = Math.max(depthMax, depth);
    const name = label(node);
    const share = ((100 * t) / busy).toFixed(2);
    const text = w > 40 ? escape(name.slice(0, Math.floor(w / 7))) : '';
    rects.push(
      `<g><title>${escape(name)}: ${share} %</title><rect x="${x.toFixed(1)}" y="{Y${depth}}" width="${w.toFixed(1)}" height="${ROW - 1}" fill="${colour(name)}"/>` +
        (text ? `<text x="${(x + 3).toFixed(1)}" y="{T${depth}}">${text}</text>` : '') +
        '</g>',
    );
    let cx = x;
    for (const child of node.children ?? []) {
      draw(child, cx, depth + 1);
      cx += ((total.get(child) ?? 0) / busy) * WIDTH;
    }
  };
  draw(root.id, 0, 0);
  const height = (depthMax + 3) * ROW;
  const body = rects
    .join('\n')
    .replace(/\{Y(\d+)\}/g, (_m, d: string) => String(height - (Number(d) + 1) * ROW))
    .replace(/\{T(\d+)\}/g, (_m, d: string) => String(height - Number(d) * ROW - 4));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" font-family="monospace" font-size="11">
<text x="4" y="13">${escape(title)}: busy time ${(busy / 1000).toFixed(0)} ms</text>
${body}
</svg>
`;
}
