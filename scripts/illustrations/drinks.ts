// Drinks and coffees in side view, standing on the table: cans, bottles,
// glasses and jugs in the colour of what they hold, cups on their saucers.
import { TABLE_Y, circle, ellipse, group, n, path, rect, shadow } from './svg';

const BASE = TABLE_Y + 50;

/** Ice cubes and bubbles inside a glass whose liquid spans [top, bottom]. */
const ice = (x: number, top: number, width: number) =>
  [0, 1, 2]
    .map((i) =>
      rect(
        x - width / 2 + 8 + i * (width / 3.4),
        top + 6 + (i % 2) * 14,
        24,
        22,
        '#ffffff',
        5,
        `opacity="0.45" transform="rotate(${i * 14 - 10} ${n(x)} ${n(top)})"`,
      ),
    )
    .join('');

const bubbles = (x: number, top: number, bottom: number, width: number) =>
  Array.from({ length: 8 }, (_, i) =>
    circle(
      x - width / 2 + 10 + ((i * 37) % (width - 20)),
      top + 10 + ((i * 53) % Math.max(1, bottom - top - 20)),
      2.5,
      '#ffffff',
      'opacity="0.55"',
    ),
  ).join('');

/** A straight glass (tumbler or tall) with its liquid. */
export function glass(
  x: number,
  width: number,
  height: number,
  liquid: string,
  { fill = 0.82, withIce = false, foam = '', top = '' } = {},
): string {
  const y = BASE - height;
  const liquidTop = BASE - height * fill;
  const inset = width * 0.08;
  const outline = `M${n(x - width / 2)} ${n(y)} L${n(x - width / 2 + inset)} ${BASE} H${n(x + width / 2 - inset)} L${n(x + width / 2)} ${n(y)} Z`;
  const liquidPath = `M${n(x - width / 2 + inset * (1 - fill) + 3)} ${n(liquidTop)} L${n(x - width / 2 + inset + 3)} ${BASE - 6} H${n(x + width / 2 - inset - 3)} L${n(x + width / 2 - inset * (1 - fill) - 3)} ${n(liquidTop)} Z`;
  return (
    shadow(x, BASE + 2, width * 0.62, 7) +
    path(outline, '#ffffff', 'opacity="0.35"') +
    path(liquidPath, liquid) +
    (foam ? rect(x - width / 2 + 4, liquidTop - 14, width - 8, 18, foam, 8) : '') +
    (withIce ? ice(x, liquidTop, width) : bubbles(x, liquidTop, BASE, width)) +
    top +
    path(outline, 'url(#glass)') +
    path(outline, 'none', 'stroke="#ffffff" stroke-width="3" opacity="0.8"')
  );
}

/** A 33 cl can: body colour, a band, a sweep of the accent. */
export function can(x: number, body: string, accent: string, band = '#ffffff'): string {
  const w = 92;
  const h = 170;
  const y = BASE - h;
  return (
    shadow(x, BASE + 2, 60, 8) +
    rect(x - w / 2, y + 8, w, h - 12, body, 10) +
    path(
      `M${x - w / 2} ${y + 70} C${x - 10} ${y + 40} ${x + 10} ${y + 120} ${x + w / 2} ${y + 90} V${y + 112} C${x + 10} ${y + 140} ${x - 10} ${y + 64} ${x - w / 2} ${y + 94} Z`,
      band,
      'opacity="0.95"',
    ) +
    path(
      `M${x - w / 2} ${y + 86} C${x - 10} ${y + 56} ${x + 10} ${y + 134} ${x + w / 2} ${y + 104}`,
      'none',
      `stroke="${accent}" stroke-width="6"`,
    ) +
    ellipse(x, y + 8, w / 2, 8, '#d5d7da') +
    ellipse(x, y + 8, w / 2 - 6, 5, '#b3b6ba') +
    rect(x - 10, y + 3, 20, 6, '#9a9ea3', 3) +
    rect(x - w / 2, BASE - 10, w, 8, '#c3c6ca', 4) +
    rect(x - w / 2, y + 8, w, h - 12, 'url(#shine)', 10)
  );
}

/** A bottle: glass colour, label colour; `tall` for water, short for a beer. */
export function bottle(
  x: number,
  glassColor: string,
  label: string,
  { tall = false, cap = '#c9a227', liquid = '' } = {},
): string {
  const h = tall ? 220 : 190;
  const w = tall ? 78 : 66;
  const y = BASE - h;
  const shoulder = y + (tall ? 80 : 88);
  const outline = `M${x - 13} ${y + 10} V${y + 44} C${x - 13} ${shoulder - 20} ${x - w / 2} ${shoulder - 16} ${x - w / 2} ${shoulder + 10} V${BASE - 8} Q${x - w / 2} ${BASE} ${x - w / 2 + 8} ${BASE} H${x + w / 2 - 8} Q${x + w / 2} ${BASE} ${x + w / 2} ${BASE - 8} V${shoulder + 10} C${x + w / 2} ${shoulder - 16} ${x + 13} ${shoulder - 20} ${x + 13} ${y + 44} V${y + 10} Z`;
  return (
    shadow(x, BASE + 2, w * 0.7, 7) +
    path(outline, glassColor) +
    (liquid ? rect(x - w / 2 + 4, shoulder + 4, w - 8, BASE - shoulder - 10, liquid, 6, 'opacity="0.6"') : '') +
    rect(x - w / 2, shoulder + 30, w, tall ? 62 : 52, label) +
    rect(x - w / 2 + 10, shoulder + 44, w - 20, 6, '#ffffff', 3, 'opacity="0.7"') +
    rect(x - w / 2 + 16, shoulder + 58, w - 32, 4, '#ffffff', 2, 'opacity="0.5"') +
    rect(x - 15, y, 30, 14, cap, 3) +
    path(outline, 'url(#shine)')
  );
}

/** A wine glass on its stem. */
export function wineGlass(x: number, wine: string): string {
  const top = BASE - 200;
  return (
    shadow(x, BASE + 2, 48, 6) +
    ellipse(x, BASE - 3, 40, 7, '#ffffff', 'opacity="0.7"') +
    rect(x - 3, BASE - 90, 6, 88, '#ffffff', 3, 'opacity="0.75"') +
    path(
      `M${x - 52} ${top} C${x - 56} ${top + 80} ${x - 30} ${BASE - 88} ${x} ${BASE - 88} C${x + 30} ${BASE - 88} ${x + 56} ${top + 80} ${x + 52} ${top} Z`,
      '#ffffff',
      'opacity="0.3"',
    ) +
    path(
      `M${x - 52} ${top + 52} C${x - 50} ${top + 88} ${x - 28} ${BASE - 92} ${x} ${BASE - 92} C${x + 28} ${BASE - 92} ${x + 50} ${top + 88} ${x + 52} ${top + 52} Z`,
      wine,
    ) +
    ellipse(x, top + 52, 52, 8, wine, 'opacity="0.7"') +
    path(
      `M${x - 40} ${top + 12} C${x - 44} ${top + 60} ${x - 30} ${top + 90} ${x - 14} ${top + 100}`,
      'none',
      'stroke="#ffffff" stroke-width="5" opacity="0.6" stroke-linecap="round"',
    )
  );
}

/** A litre jug with fruit slices floating. */
export function jug(x: number, liquid: string, slices: string): string {
  const y = BASE - 210;
  const outline = `M${x - 70} ${y} H${x + 62} L${x + 76} ${y - 8} L${x + 72} ${y + 18} C${x + 86} ${y + 80} ${x + 84} ${BASE - 20} ${x + 70} ${BASE} H${x - 70} C${x - 86} ${BASE - 40} ${x - 84} ${y + 60} ${x - 70} ${y} Z`;
  return (
    shadow(x, BASE + 2, 100, 10) +
    path(
      `M${x - 72} ${y + 40} C${x - 130} ${y + 40} ${x - 130} ${y + 140} ${x - 76} ${y + 150}`,
      'none',
      'stroke="#ffffff" stroke-width="14" opacity="0.55"',
    ) +
    path(outline, '#ffffff', 'opacity="0.35"') +
    path(
      `M${x - 76} ${y + 50} H${x + 78} C${x + 84} ${BASE - 30} ${x + 80} ${BASE - 16} ${x + 66} ${BASE - 6} H${x - 66} C${x - 82} ${BASE - 40} ${x - 82} ${y + 80} ${x - 76} ${y + 50} Z`,
      liquid,
    ) +
    slices +
    ice(x, y + 54, 150) +
    path(outline, 'url(#glass)') +
    path(outline, 'none', 'stroke="#ffffff" stroke-width="3" opacity="0.8"')
  );
}

/** A cup on its saucer: `size` small (espresso) to large, `drink` the colour seen at the top. */
export function cup(
  x: number,
  drink: string,
  { size = 1, color = '#ffffff', crema = '#c08a5a', saucer = true } = {},
): string {
  const w = 110 * size;
  const h = 84 * size;
  const y = BASE - 14 - h;
  return (
    shadow(x, BASE + 2, w * 1.1, 10) +
    (saucer
      ? ellipse(x, BASE - 6, w * 0.95, 14 * size + 6, color) +
        ellipse(x, BASE - 9, w * 0.6, 8 * size + 3, '#000000', 'opacity="0.06"')
      : '') +
    path(
      `M${n(x + w / 2 - 6)} ${n(y + h * 0.25)} c${n(44 * size)} ${n(-6 * size)} ${n(44 * size)} ${n(50 * size)} ${n(-4)} ${n(52 * size)}`,
      'none',
      `stroke="${color}" stroke-width="${n(12 * size)}"`,
    ) +
    path(
      `M${n(x - w / 2)} ${n(y)} H${n(x + w / 2)} C${n(x + w / 2)} ${n(y + h)} ${n(x + w / 4)} ${n(y + h + 6)} ${n(x)} ${n(y + h + 6)} C${n(x - w / 4)} ${n(y + h + 6)} ${n(x - w / 2)} ${n(y + h)} ${n(x - w / 2)} ${n(y)} Z`,
      color,
    ) +
    path(
      `M${n(x - w / 2)} ${n(y)} H${n(x + w / 2)} C${n(x + w / 2)} ${n(y + h)} ${n(x + w / 4)} ${n(y + h + 6)} ${n(x)} ${n(y + h + 6)} C${n(x - w / 4)} ${n(y + h + 6)} ${n(x - w / 2)} ${n(y + h)} ${n(x - w / 2)} ${n(y)} Z`,
      'url(#shine)',
    ) +
    ellipse(x, y, w / 2, 11 * size, '#e9e2da') +
    ellipse(x, y + 1, w / 2 - 6, 8 * size, drink) +
    ellipse(x - 4, y, w / 4, 3.5 * size, crema, 'opacity="0.8"')
  );
}

/** Steam curls above a hot drink. */
export const steam = (x: number, y: number) =>
  [0, 1, 2]
    .map((i) =>
      path(
        `M${x - 22 + i * 22} ${y} c-10 -14 10 -22 0 -36 c-8 -10 6 -20 2 -28`,
        'none',
        'stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.7"',
      ),
    )
    .join('');

/** Coffee beans scattered on the table. */
export const beans = (points: Array<[number, number]>) =>
  points
    .map(([x, y], i) =>
      group(
        ellipse(0, 0, 9, 6, '#4a2a17') + path('M-7 0 q7 -3 14 0', 'none', 'stroke="#2a170b" stroke-width="1.5"'),
        `translate(${x} ${y}) rotate(${i * 50})`,
      ),
    )
    .join('');

export const orangeHalf = (x: number, y: number, r = 34) =>
  circle(x, y, r, '#f28c1f') +
  circle(x, y, r * 0.86, '#ffb347') +
  Array.from({ length: 8 }, (_, i) =>
    path(
      `M${x} ${y} L${n(x + Math.cos((i * Math.PI) / 4) * r * 0.8)} ${n(y + Math.sin((i * Math.PI) / 4) * r * 0.8)}`,
      'none',
      'stroke="#f7a03b" stroke-width="2"',
    ),
  ).join('') +
  circle(x, y, 4, '#fff1d6');

export { BASE as DRINK_BASE };
