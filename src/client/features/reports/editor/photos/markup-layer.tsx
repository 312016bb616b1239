import type { Markup, MarkupShape } from '../../../../../shared/reports/report-draft';

// The mark-up drawn over a photo: an SVG layer in the photo's own proportions, its shapes in
// coordinates relative to the photo (0..1), so it fits any size the photo is shown at. The
// published copy has the same shapes drawn into its pixels by the server.

const COLORS = { red: '#e4002b', yellow: '#ffd60a', white: '#ffffff' } as const;

function Shape({ shape, w, h }: { shape: MarkupShape; w: number; h: number }) {
  const color = COLORS[shape.color ?? 'red'];
  const stroke = Math.max(w, h) * 0.012;
  if (shape.kind === 'circle') {
    return (
      <circle
        cx={shape.cx * w}
        cy={shape.cy * h}
        r={shape.r * w}
        fill="none"
        stroke={color}
        strokeWidth={stroke}
      />
    );
  }
  const [x1, y1, x2, y2] = [shape.x1 * w, shape.y1 * h, shape.x2 * w, shape.y2 * h];
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = stroke * 4;
  const wing = (a: number) =>
    `${x2 - head * Math.cos(angle + a)},${y2 - head * Math.sin(angle + a)}`;
  return (
    <g stroke={color} strokeWidth={stroke} strokeLinecap="round" fill={color}>
      <line x1={x1} y1={y1} x2={x2} y2={y2} />
      <polygon points={`${x2},${y2} ${wing(0.45)} ${wing(-0.45)}`} />
    </g>
  );
}

export function MarkupLayer(props: { markup: Markup; width: number; height: number }) {
  const w = props.width || 1000;
  const h = props.height || 750;
  return (
    <svg
      className="report-markup"
      viewBox={`0 0 ${w} ${h}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {props.markup.map((shape, i) => (
        <Shape key={i} shape={shape} w={w} h={h} />
      ))}
    </svg>
  );
}
