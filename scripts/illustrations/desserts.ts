// Desserts: slices seen from the side on a small plate, flan, cups and glasses.
import { CX, TABLE_Y, bowl, circle, ellipse, herb, lemonSlice, path, plate, rect, shadow } from './svg';

const Y = TABLE_Y + 36;

/** A wedge of cake: layers from the bottom, each [colour, height]; a top colour. */
export function cakeSlice(layers: Array<[string, number]>, top: string, { drizzle = '' } = {}): string {
  let y = Y - 6;
  const left = CX - 120;
  const right = CX + 80;
  const body = layers
    .map(([color, height]) => {
      y -= height;
      return path(
        `M${left} ${y + height} L${right} ${y + height} L${right + 60} ${y + height - 26} L${right + 60} ${y - 26} L${right} ${y} L${left} ${y} Z`,
        color,
      );
    })
    .join('');
  const topFace = path(`M${left} ${y} L${right} ${y} L${right + 60} ${y - 26} L${left + 40} ${y - 34} Z`, top);
  const sideShade = path(
    `M${right} ${Y - 6} L${right + 60} ${Y - 32} L${right + 60} ${y - 26} L${right} ${y} Z`,
    '#000000',
    'opacity="0.12"',
  );
  const drip = drizzle
    ? path(`M${left + 10} ${y - 2} q40 -14 80 -4 q40 8 90 -12 l0 8 q-40 22 -90 10 q-30 -6 -80 6 Z`, drizzle)
    : '';
  return plate(CX, Y, 190) + body + sideShade + topFace + drip + herb(CX + 130, Y - 40, 20);
}

export function flan(): string {
  const top = Y - 120;
  return (
    plate(CX, Y, 180) +
    path(
      `M${CX - 100} ${Y - 8} L${CX - 70} ${top} H${CX + 70} L${CX + 100} ${Y - 8} Q${CX} ${Y + 6} ${CX - 100} ${Y - 8} Z`,
      '#f6c657',
    ) +
    path(
      `M${CX - 100} ${Y - 8} L${CX - 70} ${top} H${CX + 70} L${CX + 100} ${Y - 8} Q${CX} ${Y + 6} ${CX - 100} ${Y - 8} Z`,
      'url(#shine)',
    ) +
    ellipse(CX, top, 70, 16, '#9c4a12') +
    path(`M${CX - 70} ${top} q6 30 14 4 q8 40 18 0 q10 24 20 2 q12 34 22 -2 q10 26 24 0 q10 20 16 -4 Z`, '#9c4a12') +
    ellipse(CX - 120, Y - 4, 34, 10, '#b8561a', 'opacity="0.85"') +
    circle(CX + 10, top - 22, 22, '#fffaf0') +
    circle(CX - 6, top - 12, 18, '#fffaf0') +
    circle(CX + 26, top - 10, 16, '#fffaf0')
  );
}

export function cremaCatalana(): string {
  const cy = Y - 10;
  return (
    shadow(CX, cy + 34, 200, 20) +
    ellipse(CX, cy + 14, 180, 58, '#a9512a') +
    ellipse(CX, cy, 180, 58, '#c4673a') +
    ellipse(CX, cy, 158, 48, '#e8b04b') +
    ellipse(CX + 10, cy + 4, 120, 34, '#b5641f', 'opacity="0.55"') +
    ellipse(CX - 40, cy - 8, 50, 16, '#7a3a12', 'opacity="0.35"') +
    ellipse(CX + 60, cy + 10, 40, 12, '#7a3a12', 'opacity="0.3"') +
    path(`M${CX - 90} ${cy - 10} q20 -8 40 0`, 'none', 'stroke="#fff0c8" stroke-width="4" opacity="0.7"') +
    rect(CX + 150, cy - 60, 10, 90, '#8a5a2b', 5, `transform="rotate(35 ${CX + 155} ${cy - 15})"`)
  );
}

export function brownie(): string {
  const top = Y - 90;
  const nuts = [0, 1, 2, 3, 4]
    .map((i) => ellipse(CX - 80 + i * 40, top + 10 + (i % 2) * 14, 10, 6, '#c9935a'))
    .join('');
  return (
    plate(CX, Y, 190) +
    path(
      `M${CX - 120} ${top} H${CX + 90} L${CX + 130} ${top - 20} V${Y - 30} L${CX + 90} ${Y - 10} H${CX - 120} Z`,
      '#4a2414',
    ) +
    path(`M${CX - 120} ${top} H${CX + 90} L${CX + 130} ${top - 20} H${CX - 80} Z`, '#5e311c') +
    path(`M${CX + 90} ${top} L${CX + 130} ${top - 20} V${Y - 30} L${CX + 90} ${Y - 10} Z`, '#000000', 'opacity="0.2"') +
    nuts +
    circle(CX - 10, top - 26, 24, '#fffaf0') +
    circle(CX - 30, top - 14, 18, '#fffaf0') +
    circle(CX + 14, top - 12, 18, '#fffaf0') +
    path(`M${CX - 100} ${top + 4} q40 12 80 0 q40 -12 80 4`, 'none', 'stroke="#2a120a" stroke-width="5" opacity="0.6"')
  );
}

/** A glass cup of ice cream or sorbet: `scoops` colours, a syrup, a garnish. */
export function coupe(scoops: string[], { syrup = '', lemon = false, mint = false } = {}): string {
  const base = TABLE_Y + 60;
  const top = base - 120;
  const scoopDrawings = scoops
    .map((color, i) => {
      const x = CX + (i - (scoops.length - 1) / 2) * 58;
      const y = top - 26 - (i === 1 && scoops.length === 3 ? 26 : 0);
      return circle(x, y, 46, color) + circle(x - 14, y - 14, 12, '#ffffff', 'opacity="0.35"');
    })
    .join('');
  return (
    shadow(CX, base + 2, 80, 9) +
    ellipse(CX, base - 4, 60, 10, '#ffffff', 'opacity="0.8"') +
    rect(CX - 6, top + 50, 12, 68, '#ffffff', 4, 'opacity="0.8"') +
    path(`M${CX - 110} ${top} Q${CX} ${top + 110} ${CX + 110} ${top} Z`, '#ffffff', 'opacity="0.55"') +
    scoopDrawings +
    (syrup
      ? path(
          `M${CX - 70} ${top - 40} q20 30 40 0 q20 34 40 0 q20 28 40 0`,
          'none',
          `stroke="${syrup}" stroke-width="9" stroke-linecap="round"`,
        )
      : '') +
    path(
      `M${CX - 112} ${top} Q${CX} ${top + 112} ${CX + 112} ${top} Q${CX} ${top + 24} ${CX - 112} ${top} Z`,
      'url(#glass)',
    ) +
    (lemon ? lemonSlice(CX + 70, top - 76, 24, 40) : '') +
    (mint ? `<g transform="translate(${CX - 30} ${top - 80})">${herb(0, 0, 0, '#3f9a4a')}</g>` : '')
  );
}

/** A bowl of a spoon dessert (rice pudding, custard), with toppings. */
export function spoonDessert(fill: string, extra: string): string {
  return bowl(CX, TABLE_Y - 6, 140, '#fdfaf4', fill) + extra;
}

export function fruitPlate(): string {
  const cy = Y;
  const slice = (x: number, y: number, outer: string, inner: string, r: number) =>
    circle(x, y, r, outer) + circle(x, y, r * 0.8, inner);
  return (
    plate(CX, cy, 190) +
    path(`M${CX - 140} ${cy - 12} q60 -60 120 0 Z`, '#f7a04b') +
    path(`M${CX - 132} ${cy - 14} q52 -48 104 0`, 'none', 'stroke="#9ccc5a" stroke-width="5"') +
    slice(CX + 40, cy - 22, '#6a9a2b', '#a7d35a', 30) +
    circle(CX + 40, cy - 22, 8, '#f3f7e0') +
    slice(CX - 10, cy - 4, '#f28c1f', '#ffb347', 26) +
    path(`M${CX + 90} ${cy - 6} q20 -34 40 0 q-20 22 -40 0 Z`, '#d7263d') +
    path(`M${CX + 96} ${cy - 26} l14 4 l12 -6`, 'none', 'stroke="#4f8a3a" stroke-width="4"') +
    path(`M${CX + 60} ${cy + 8} q20 -34 40 0 q-20 22 -40 0 Z`, '#e0303f') +
    path(`M${CX - 80} ${cy + 10} q40 -26 80 0 Z`, '#f4d35e') +
    circle(CX - 50, cy - 30, 10, '#5b2a6e') +
    circle(CX - 38, cy - 24, 10, '#6b3380') +
    circle(CX - 46, cy - 14, 10, '#5b2a6e')
  );
}
