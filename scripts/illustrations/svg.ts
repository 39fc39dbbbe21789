// Primitives of the product illustrations (decision 019): a 640 × 360 scene
// (16:9, what the cards show) with a warm wall, a table and a soft light, and
// the shapes every drawer shares. Everything that matters stays in the middle
// 360 × 360, which the cart's square thumbnails keep.

export const WIDTH = 640;
export const HEIGHT = 360;
export const CX = WIDTH / 2;
/** The table's front edge: side views stand on it, plates lie on it. */
export const TABLE_Y = 250;

/** A seeded generator, so a product is drawn the same way on every run. */
export function random(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(items: readonly T[], rng: () => number): T => items[Math.floor(rng() * items.length)] as T;

export const n = (value: number) => Math.round(value * 10) / 10;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const path = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const group = (content: string, transform: string) => `<g transform="${transform}">${content}</g>`;

/** Places a drawing made for the full scene at a smaller scale around (x, y) of the scene. */
export const place = (content: string, x: number, y: number, scale: number) =>
  group(content, `translate(${n(x - CX * scale)} ${n(y - TABLE_Y * scale)}) scale(${scale})`);

export const shadow = (cx: number, cy: number, rx: number, ry = rx * 0.18) =>
  ellipse(cx, cy, rx, ry, '#3b1d0c', 'opacity="0.18"');

/** A wavy closed band between two x, used for lettuce, bacon and sauces. */
export function wave(x1: number, x2: number, y: number, height: number, waves: number, amplitude: number): string {
  const step = (x2 - x1) / waves;
  let d = `M${n(x1)} ${n(y)}`;
  for (let i = 0; i < waves; i += 1) {
    const x = x1 + step * i;
    d += ` Q${n(x + step / 2)} ${n(y + (i % 2 ? amplitude : -amplitude))} ${n(x + step)} ${n(y)}`;
  }
  d += ` L${n(x2)} ${n(y + height)}`;
  for (let i = waves - 1; i >= 0; i -= 1) {
    const x = x1 + step * i;
    d += ` Q${n(x + step / 2)} ${n(y + height + (i % 2 ? amplitude : -amplitude))} ${n(x)} ${n(y + height)}`;
  }
  return `${d} Z`;
}

/** Scatters `count` points inside an ellipse, seeded. */
export function scatter(
  rng: () => number,
  count: number,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (let i = 0; i < count; i += 1) {
    const angle = (i / count) * Math.PI * 2 + rng() * 0.9;
    const distance = Math.sqrt(0.15 + rng() * 0.85);
    points.push([cx + Math.cos(angle) * rx * distance, cy + Math.sin(angle) * ry * distance]);
  }
  return points;
}

const GRADIENTS = `
<linearGradient id="bun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3b566"/><stop offset="0.6" stop-color="#d9822f"/><stop offset="1" stop-color="#b8641f"/></linearGradient>
<linearGradient id="seedbun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9a35f"/><stop offset="1" stop-color="#9c6431"/></linearGradient>
<linearGradient id="patty" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7a4127"/><stop offset="1" stop-color="#46210f"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="0.25" stop-color="#ffffff" stop-opacity="0.15"/><stop offset="0.8" stop-color="#ffffff" stop-opacity="0.05"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.4"/></linearGradient>
<linearGradient id="shine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000000" stop-opacity="0.18"/><stop offset="0.3" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.22"/></linearGradient>
<radialGradient id="plate" cx="0.5" cy="0.45" r="0.6"><stop offset="0.6" stop-color="#ffffff"/><stop offset="1" stop-color="#e9e1d8"/></radialGradient>
<radialGradient id="light" cx="0.5" cy="0.35" r="0.65"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9834f"/><stop offset="1" stop-color="#8d5a30"/></linearGradient>
<linearGradient id="fry" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f7c948"/><stop offset="1" stop-color="#e2a12a"/></linearGradient>`;

export type Backdrop = { wall: string; table: string; edge?: string };

/** Warm walls and tables in the brand's palette (app/globals.css). */
export const BACKDROPS: Record<string, Backdrop> = {
  terracotta: { wall: '#f3c7a8', table: '#fbe9df', edge: '#e6b89a' },
  mustard: { wall: '#f4d48f', table: '#fdf3dc', edge: '#e5bd6c' },
  olive: { wall: '#d9dcb0', table: '#f6f3e2', edge: '#bfc38d' },
  rose: { wall: '#f1c2b9', table: '#fdeee9', edge: '#dfa79c' },
  sky: { wall: '#c9e0e0', table: '#f7f3ea', edge: '#a9cac9' },
  cream: { wall: '#f1dfc4', table: '#fdf8f1', edge: '#dcc3a0' },
  brick: { wall: '#e7a888', table: '#fbe9df', edge: '#cf8c6a' },
  wood: { wall: '#f3d9b8', table: '#c99765', edge: '#a8743f' },
};

/** A whole picture: wall, table with a tablecloth edge, soft light, then the food. */
export function scene(backdrop: Backdrop, content: string, height = HEIGHT, tableTop = TABLE_Y - 40): string {
  const tiles = Array.from({ length: 9 }, (_, i) =>
    circle(40 + i * 70, 46 + (i % 2) * 34, 7, '#ffffff', 'opacity="0.22"'),
  ).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}">`,
    `<defs>${GRADIENTS}</defs>`,
    rect(0, 0, WIDTH, height, backdrop.wall),
    tiles,
    rect(0, 0, WIDTH, height, 'url(#light)'),
    rect(0, tableTop, WIDTH, height - tableTop, backdrop.table),
    rect(0, tableTop, WIDTH, 6, backdrop.edge ?? backdrop.wall, 0, 'opacity="0.7"'),
    content,
    '</svg>',
  ].join('\n');
}

/** A white plate seen at three quarters. */
export const plate = (cx: number, cy: number, rx: number) =>
  shadow(cx, cy + rx * 0.2, rx * 1.04, rx * 0.4) +
  ellipse(cx, cy, rx, rx * 0.46, 'url(#plate)') +
  ellipse(cx, cy, rx * 0.74, rx * 0.33, '#fbf7f2', 'stroke="#e7ddd2" stroke-width="2"');

/** A bowl seen at three quarters, filled with `fill`; returns the bowl and the surface's ellipse. */
export function bowl(cx: number, cy: number, rx: number, body: string, fill: string): string {
  const ry = rx * 0.32;
  return (
    shadow(cx, cy + rx * 0.78, rx * 0.9, rx * 0.16) +
    path(
      `M${n(cx - rx)} ${n(cy)} Q${n(cx - rx)} ${n(cy + rx * 0.8)} ${n(cx)} ${n(cy + rx * 0.8)} Q${n(cx + rx)} ${n(cy + rx * 0.8)} ${n(cx + rx)} ${n(cy)} Z`,
      body,
    ) +
    path(
      `M${n(cx - rx)} ${n(cy)} Q${n(cx - rx)} ${n(cy + rx * 0.8)} ${n(cx)} ${n(cy + rx * 0.8)} Q${n(cx + rx)} ${n(cy + rx * 0.8)} ${n(cx + rx)} ${n(cy)} Z`,
      'url(#shine)',
    ) +
    ellipse(cx, cy, rx, ry, body) +
    ellipse(cx, cy + 2, rx * 0.92, ry * 0.84, fill)
  );
}

/** A sprig of three leaves. */
export const herb = (x: number, y: number, angle: number, color = '#4f8a3a') =>
  group(
    [
      path('M0 0 C6 -10 18 -12 24 -4 C16 2 6 2 0 0 Z', color),
      path('M0 0 C-4 -12 0 -22 10 -26 C12 -16 8 -6 0 0 Z', color, 'opacity="0.9"'),
      path('M0 0 C-10 -6 -20 -4 -24 4 C-14 8 -6 6 0 0 Z', color, 'opacity="0.85"'),
    ].join(''),
    `translate(${n(x)} ${n(y)}) rotate(${n(angle)})`,
  );

/** A lemon wedge or slice. */
export const lemonSlice = (x: number, y: number, r: number, angle = 0) =>
  group(
    circle(0, 0, r, '#f5d142') +
      circle(0, 0, r * 0.82, '#fbe98a') +
      Array.from({ length: 6 }, (_, i) =>
        path(
          `M0 0 L${n(Math.cos((i * Math.PI) / 3) * r * 0.78)} ${n(Math.sin((i * Math.PI) / 3) * r * 0.78)}`,
          'none',
          'stroke="#f5d142" stroke-width="1.5"',
        ),
      ).join(''),
    `translate(${n(x)} ${n(y)}) rotate(${angle}) scale(1 0.55)`,
  );
