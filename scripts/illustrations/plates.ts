// Food seen at three quarters: rice in its paella pan, soups and salads in
// bowls, starters and the lemon line on plates. Toppings follow the product's
// ingredients; positions are seeded by the slug.
import {
  CX,
  TABLE_Y,
  bowl,
  circle,
  ellipse,
  group,
  herb,
  lemonSlice,
  n,
  path,
  plate,
  random,
  rect,
  scatter,
  shadow,
} from './svg';

type Rng = () => number;

/** Small pieces of food, drawn around (x, y). */
const PIECES: Record<string, (x: number, y: number, rng: Rng) => string> = {
  gambas: (x, y, rng) =>
    group(
      path('M0 0 C6 -18 30 -20 36 -4 C30 -10 14 -8 10 4 Z', '#f07a4a') +
        path('M2 -2 C8 -14 26 -16 32 -6', 'none', 'stroke="#ffd0b0" stroke-width="2"') +
        path('M34 -4 l10 -6 l-2 10 Z', '#e0552a'),
      `translate(${n(x)} ${n(y)}) rotate(${n(rng() * 360)})`,
    ),
  mejillones: (x, y, rng) =>
    group(
      ellipse(0, 0, 16, 8, '#2b2633') + ellipse(0, -1, 11, 5, '#f29a5c'),
      `translate(${n(x)} ${n(y)}) rotate(${n(rng() * 180)})`,
    ),
  sepia: (x, y) => rect(x - 10, y - 5, 20, 10, '#f4efe6', 4),
  calamar: (x, y) => ellipse(x, y, 11, 6, 'none', 'stroke="#f3e6cf" stroke-width="5"'),
  'pollo-corral': (x, y, rng) => ellipse(x, y, 14 + rng() * 4, 9, '#c9823f') + ellipse(x - 3, y - 3, 7, 4, '#e2a865'),
  conejo: (x, y) => ellipse(x, y, 12, 8, '#b77a45'),
  garrofon: (x, y) => ellipse(x, y, 7, 5, '#e8e2b8', 'stroke="#c9c08a" stroke-width="1"'),
  bajoqueta: (x, y, rng) =>
    rect(x - 16, y - 3, 32, 6, '#4f9a3a', 3, `transform="rotate(${n(rng() * 180)} ${n(x)} ${n(y)})"`),
  alcachofa: (x, y) => ellipse(x, y, 11, 9, '#7c9a46') + ellipse(x, y, 6, 5, '#c6d08a'),
  'pimiento-asado': (x, y, rng) =>
    rect(x - 14, y - 4, 28, 8, '#c7301f', 4, `transform="rotate(${n(rng() * 180)} ${n(x)} ${n(y)})"`),
  champinones: (x, y) => ellipse(x, y, 10, 7, '#d9c6a5') + rect(x - 3, y, 6, 6, '#efe3cc', 2),
  tomate: (x, y) => circle(x, y, 9, '#e0412f') + circle(x - 3, y - 3, 3, '#f7937d'),
  'tomate-cherry': (x, y) => circle(x, y, 9, '#e0412f') + circle(x - 3, y - 3, 3, '#f7937d'),
  cebolla: (x, y) => ellipse(x, y, 10, 5, 'none', 'stroke="#b27bb5" stroke-width="3"'),
  'cebolla-caramelizada': (x, y) => ellipse(x, y, 10, 5, '#b06a25'),
  zanahoria: (x, y, rng) =>
    rect(x - 12, y - 3, 24, 6, '#ef8a2a', 3, `transform="rotate(${n(rng() * 180)} ${n(x)} ${n(y)})"`),
  maiz: (x, y) => circle(x, y, 4, '#f5cf3b') + circle(x + 7, y + 2, 4, '#f5cf3b') + circle(x + 3, y - 5, 4, '#f0c12c'),
  atun: (x, y) => path(`M${x - 12} ${y} q12 -12 24 0 q-12 8 -24 0 Z`, '#c98a72'),
  'huevo-duro': (x, y) => ellipse(x, y, 12, 9, '#fbf8ef') + circle(x, y, 5, '#f4bd2b'),
  aceitunas: (x, y) => ellipse(x, y, 6, 5, '#3c3a1f') + ellipse(x, y, 4, 3, '#5c5a30'),
  'pechuga-pollo': (x, y, rng) =>
    group(
      rect(-18, -8, 36, 16, '#e3b070', 6) +
        path('M-10 -6 l6 12 M2 -6 l6 12', 'none', 'stroke="#b47a3a" stroke-width="2"'),
      `translate(${n(x)} ${n(y)}) rotate(${n(rng() * 40 - 20)})`,
    ),
  picatostes: (x, y) => rect(x - 6, y - 6, 12, 12, '#e6b05c', 2),
  parmesano: (x, y) => path(`M${x - 8} ${y} l16 -4 l-6 8 Z`, '#f6e7b0'),
  'queso-cabra': (x, y) => ellipse(x, y, 13, 8, '#fbf8f0', 'stroke="#ecdcb8" stroke-width="2"'),
  nueces: (x, y) =>
    ellipse(x, y, 8, 6, '#9a6a3a') + path(`M${x - 6} ${y} h12`, 'none', 'stroke="#6d4522" stroke-width="1.5"'),
  quinoa: (x, y, rng) =>
    Array.from({ length: 5 }, () => circle(x + rng() * 16 - 8, y + rng() * 10 - 5, 2.2, '#efe0b0')).join(''),
  aguacate: (x, y, rng) =>
    group(
      path('M-16 0 q16 -16 32 0 q-16 8 -32 0 Z', '#9cc452') +
        path('M-12 -1 q12 -9 24 0', 'none', 'stroke="#d8e8a0" stroke-width="3"'),
      `translate(${n(x)} ${n(y)}) rotate(${n(rng() * 60 - 30)})`,
    ),
  sesamo: (x, y, rng) =>
    Array.from({ length: 4 }, () => ellipse(x + rng() * 20 - 10, y + rng() * 10 - 5, 2.4, 1.4, '#fff4d8')).join(''),
  lechuga: (x, y, rng) =>
    path(`M${x - 18} ${y} q8 -16 18 -6 q10 -12 18 6 q-18 10 -36 0 Z`, rng() > 0.5 ? '#78b443' : '#5e9c35'),
  rucula: (x, y, rng) =>
    path(`M${x - 14} ${y} q6 -14 14 -4 q8 -10 14 4 q-14 8 -28 0 Z`, rng() > 0.5 ? '#3f7a2a' : '#56963a'),
  'jamon-serrano': (x, y, rng) =>
    group(
      path('M-18 0 q9 -10 18 0 q9 10 18 0 l0 6 q-9 10 -18 0 q-9 -10 -18 0 Z', '#b02d40'),
      `translate(${n(x)} ${n(y)}) rotate(${n(rng() * 60 - 30)})`,
    ),
  'arroz-blanco': (x, y) => ellipse(x, y, 30, 14, '#fbf6ea') + ellipse(x - 4, y - 4, 22, 8, '#ffffff'),
  'verduras-salteadas': (x, y, rng) =>
    [
      PIECES.zanahoria!(x - 8, y, rng),
      PIECES.bajoqueta!(x + 8, y + 4, rng),
      PIECES['pimiento-asado']!(x, y - 6, rng),
    ].join(''),
  cebollino: (x, y) =>
    path(`M${x - 10} ${y} l20 -6 M${x - 8} ${y + 4} l20 -6`, 'none', 'stroke="#3f8a2a" stroke-width="2"'),
  cacahuete: (x, y) => ellipse(x, y, 5, 3.5, '#c98d4b'),
};

/** A paella pan: `rice` is the colour of the rice, `pieces` what sits on it, or noodles for a fideuà. */
export function paellaPan(
  slug: string,
  rice: string,
  pieces: string[],
  { noodles = false, alioli = false } = {},
): string {
  const rng = random(slug);
  const cy = TABLE_Y + 32;
  const grains = Array.from({ length: 120 }, () => {
    const [x, y] = scatter(rng, 1, CX, cy, 150, 52)[0] as [number, number];
    return noodles
      ? rect(x - 7, y - 1.2, 14, 2.4, '#d89a3c', 1.2, `transform="rotate(${n(rng() * 180)} ${n(x)} ${n(y)})"`)
      : ellipse(x, y, 2.6, 1.6, '#ffffff', 'opacity="0.35"');
  }).join('');
  const toppings = pieces
    .flatMap((piece) =>
      scatter(rng, piece === 'garrofon' ? 7 : 4, CX, cy, 120, 40).map(([x, y]) => PIECES[piece]?.(x, y, rng) ?? ''),
    )
    .join('');
  return (
    shadow(CX, cy + 38, 230, 26) +
    ellipse(CX - 212, cy - 4, 26, 10, '#2a2624') +
    ellipse(CX + 212, cy - 4, 26, 10, '#2a2624') +
    ellipse(CX, cy + 8, 196, 68, '#2f2b29') +
    ellipse(CX, cy, 192, 64, '#45403c') +
    ellipse(CX, cy + 2, 172, 56, rice) +
    grains +
    toppings +
    (alioli ? ellipse(CX + 120, cy - 18, 22, 10, '#fbf3da') : '') +
    lemonSlice(CX - 120, cy - 22, 22, -20) +
    herb(CX + 60, cy - 28, 20)
  );
}

/** A soup in a bowl, with its toppings floating on it. */
export function soup(slug: string, body: string, fill: string, toppings: string[], swirl?: string): string {
  const rng = random(slug);
  const cx = CX;
  const cy = TABLE_Y - 6;
  const floating = toppings
    .flatMap((piece) => scatter(rng, 4, cx, cy + 2, 100, 26).map(([x, y]) => PIECES[piece]?.(x, y, rng) ?? ''))
    .join('');
  const cream = swirl
    ? path(
        `M${cx - 60} ${cy} C${cx - 30} ${cy - 22} ${cx + 30} ${cy + 18} ${cx + 60} ${cy - 4}`,
        'none',
        `stroke="${swirl}" stroke-width="6" stroke-linecap="round"`,
      )
    : '';
  return (
    ellipse(cx, cy + 114, 170, 20, '#3b1d0c', 'opacity="0.14"') +
    ellipse(cx, cy + 104, 160, 16, '#ffffff') +
    bowl(cx, cy, 140, body, fill) +
    cream +
    floating +
    herb(cx + 40, cy - 8, 10)
  );
}

/** A salad heaped in a wide bowl. */
export function salad(slug: string, body: string, base: string, toppings: string[], dressing?: string): string {
  const rng = random(slug);
  const cy = TABLE_Y - 2;
  const leaves = scatter(rng, 16, CX, cy - 6, 118, 28)
    .map(([x, y]) => PIECES[base]!(x, y, rng))
    .join('');
  const items = toppings
    .flatMap((piece) => scatter(rng, 3, CX, cy - 10, 104, 22).map(([x, y]) => PIECES[piece]?.(x, y, rng) ?? ''))
    .join('');
  const drizzle = dressing
    ? path(
        `M${CX - 70} ${cy - 14} q30 -16 60 0 t60 0`,
        'none',
        `stroke="${dressing}" stroke-width="5" stroke-linecap="round" opacity="0.9"`,
      )
    : '';
  return bowl(CX, cy, 150, body, '#4f8a33') + leaves + items + drizzle;
}

/** Pieces arranged on a plate, with lemon and herbs where the dish has them. */
export function platter(
  slug: string,
  draw: (x: number, y: number, rng: Rng, index: number) => string,
  count: number,
  { lemon = false, sauce, rx = 170 }: { lemon?: boolean; sauce?: string; rx?: number } = {},
): string {
  const rng = random(slug);
  const cy = TABLE_Y + 18;
  const points = scatter(rng, count, CX, cy - 4, rx * 0.5, rx * 0.17).sort((a, b) => a[1] - b[1]);
  return (
    plate(CX, cy, rx) +
    (sauce ? ellipse(CX + rx * 0.45, cy - 8, 26, 12, '#ffffff') + ellipse(CX + rx * 0.45, cy - 10, 21, 9, sauce) : '') +
    points.map(([x, y], index) => draw(x, y, rng, index)).join('') +
    (lemon ? lemonSlice(CX - rx * 0.5, cy - 6, 18, 10) : '') +
    herb(CX + 10, cy - 20, -15)
  );
}

export const piece = (name: string) => PIECES[name];

/** A main on a plate: the protein in the middle, its sides around it, lemon slices. */
export function lemonPlate(slug: string, main: string, sides: string[]): string {
  const rng = random(slug);
  const cy = TABLE_Y + 18;
  const sideDrawings = sides
    .flatMap((side, index) =>
      scatter(rng, side === 'arroz-blanco' ? 1 : 3, CX + (index % 2 ? 80 : -80), cy - 6, 34, 12).map(
        ([x, y]) => PIECES[side]?.(x, y, rng) ?? '',
      ),
    )
    .join('');
  return (
    plate(CX, cy, 180) +
    sideDrawings +
    main +
    lemonSlice(CX + 70, cy - 26, 20, 15) +
    lemonSlice(CX + 96, cy - 14, 18, -10) +
    herb(CX - 30, cy - 30, 30, '#5f9a3a')
  );
}
