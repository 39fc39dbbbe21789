// Burgers in side view, built layer by layer from the product's own
// ingredients (a double cheddar shows two slices), on a wooden board.
import { CX, TABLE_Y, circle, ellipse, n, path, random, rect, shadow, wave } from './svg';

export type Layer = { slug: string; count: number };

const LEFT = CX - 128;
const RIGHT = CX + 128;

/** One layer at `y` (its top), returning the drawing and its height. */
function layer(slug: string, y: number, rng: () => number): [string, number] {
  switch (slug) {
    case 'carne-ternera':
    case 'hamburguesa-vegetal': {
      const [fill, mark] = slug === 'carne-ternera' ? ['url(#patty)', '#2e150a'] : ['#8c3b3f', '#5d2226'];
      const marks = [0, 1, 2, 3]
        .map((i) =>
          path(
            `M${LEFT + 40 + i * 52} ${y + 8} l22 14`,
            'none',
            `stroke="${mark}" stroke-width="4" stroke-linecap="round" opacity="0.6"`,
          ),
        )
        .join('');
      return [rect(LEFT + 4, y, 248, 32, fill, 15) + marks, 30];
    }
    case 'pollo-crujiente': {
      const crumbs = Array.from({ length: 14 }, (_, i) =>
        circle(LEFT + 16 + i * 17 + rng() * 6, y + 6 + rng() * 22, 3 + rng() * 3, '#f3c15f'),
      ).join('');
      return [path(wave(LEFT - 6, RIGHT + 6, y + 4, 28, 12, 4), '#d98d2b') + crumbs, 32];
    }
    case 'queso-cheddar': {
      const drips = [0, 1, 2, 3, 4]
        .map((i) => {
          const x = LEFT + 10 + i * 56 + rng() * 14;
          return path(`M${x} ${y + 6} q6 ${18 + rng() * 10} 12 0 Z`, '#f7b733');
        })
        .join('');
      return [rect(LEFT - 8, y, 272, 9, '#f7b733', 3) + drips, 8];
    }
    case 'queso-manchego':
      return [
        path(`M${LEFT - 4} ${y + 8} L${CX - 20} ${y} L${RIGHT + 6} ${y + 6} L${RIGHT - 10} ${y + 12} Z`, '#f4e1a1'),
        10,
      ];
    case 'queso-cabra':
      return [ellipse(CX + 10, y + 8, 70, 10, '#fbf8f0') + ellipse(CX + 10, y + 5, 66, 7, '#f1e6c8'), 12];
    case 'bacon':
      return [
        path(wave(LEFT - 14, RIGHT + 10, y + 2, 9, 8, 5), '#b5452f') +
          path(wave(LEFT - 8, RIGHT + 16, y + 4, 3, 8, 5), '#f2b8a0', 'opacity="0.8"'),
        11,
      ];
    case 'jamon-iberico':
    case 'jamon-serrano':
      return [
        path(wave(LEFT - 10, RIGHT + 12, y + 2, 10, 6, 6), '#a8273b') +
          path(wave(LEFT, RIGHT, y + 7, 3, 6, 6), '#f3c6c6', 'opacity="0.7"'),
        12,
      ];
    case 'lechuga':
      return [
        path(wave(LEFT - 18, RIGHT + 18, y + 4, 12, 10, 7), '#6fae3c') +
          path(wave(LEFT - 10, RIGHT + 10, y + 2, 5, 10, 6), '#9bd05a'),
        15,
      ];
    case 'rucula': {
      const leaves = Array.from({ length: 9 }, (_, i) =>
        path(
          `M${LEFT - 10 + i * 32} ${y + 10} q${10 + rng() * 8} -${12 + rng() * 6} 26 ${rng() * 6} q-12 8 -26 0 Z`,
          i % 2 ? '#3f7a2a' : '#56963a',
        ),
      ).join('');
      return [leaves, 12];
    }
    case 'tomate':
      return [
        rect(LEFT - 4, y + 1, 122, 11, '#d8352a', 5) +
          rect(LEFT + 136, y + 1, 124, 11, '#e0412f', 5) +
          rect(LEFT + 8, y + 3, 96, 3, '#f47b62', 1.5) +
          rect(LEFT + 148, y + 3, 96, 3, '#f47b62', 1.5),
        12,
      ];
    case 'cebolla':
      return [
        [0, 1, 2, 3]
          .map((i) => ellipse(LEFT + 34 + i * 64, y + 5, 30, 5, 'none', 'stroke="#b27bb5" stroke-width="3.5"'))
          .join(''),
        9,
      ];
    case 'cebolla-caramelizada':
      return [
        path(wave(LEFT - 6, RIGHT + 6, y + 2, 7, 14, 3), '#a5621d') +
          path(wave(LEFT + 10, RIGHT - 6, y + 4, 2, 14, 3), '#d6913f'),
        9,
      ];
    case 'pepinillos':
    case 'jalapenos': {
      const color = slug === 'pepinillos' ? '#6b8e23' : '#3f9b3a';
      return [
        [0, 1, 2, 3]
          .map(
            (i) =>
              ellipse(LEFT + 32 + i * 64, y + 5, 22, 5.5, color) + ellipse(LEFT + 32 + i * 64, y + 5, 15, 3, '#c8dd8a'),
          )
          .join(''),
        9,
      ];
    }
    case 'aguacate':
      return [
        [0, 1, 2]
          .map(
            (i) =>
              path(`M${LEFT + 6 + i * 84} ${y + 10} q38 -18 76 0 q-38 8 -76 0 Z`, '#8fbf4a') +
              path(`M${LEFT + 12 + i * 84} ${y + 9} q32 -10 64 0`, 'none', 'stroke="#cfe39a" stroke-width="3"'),
          )
          .join(''),
        11,
      ];
    case 'nueces':
      return [[0, 1, 2, 3, 4].map((i) => ellipse(LEFT + 20 + i * 54, y + 3, 9, 5, '#9a6a3a')).join(''), 4];
    default:
      return ['', 0];
  }
}

const SAUCE_COLORS: Record<string, string> = {
  ketchup: '#c8241b',
  mayonesa: '#fbf0c9',
  'mayonesa-vegana': '#f7efcf',
  'mostaza-miel': '#e7b42f',
  barbacoa: '#6e2b15',
  'salsa-burger': '#f0a167',
  alioli: '#fbf3da',
  brava: '#d2401f',
  'chile-dulce': '#e25a2a',
};

/**
 * The burger: bottom bun, then the fillings in the order a cook stacks them,
 * a drip of the default sauce, the crown. `seeded` gives the seeded bun.
 */
export function burger(slug: string, layers: Layer[], sauce: string | null, seeded: boolean): string {
  const rng = random(slug);
  const order = [
    'carne-ternera',
    'hamburguesa-vegetal',
    'pollo-crujiente',
    'queso-cheddar',
    'queso-manchego',
    'queso-cabra',
    'bacon',
    'jamon-iberico',
    'cebolla-caramelizada',
    'nueces',
    'pepinillos',
    'jalapenos',
    'aguacate',
    'cebolla',
    'tomate',
    'rucula',
    'lechuga',
  ];
  const stack = order.flatMap((name) => {
    const found = layers.find((item) => item.slug === name);
    // Cheese melts over each patty: two slices of cheddar read as two layers.
    return found ? Array.from({ length: Math.min(found.count, 2) }, () => name) : [];
  });
  const bun = seeded ? 'url(#seedbun)' : 'url(#bun)';
  const base = TABLE_Y + 62;
  let y = base - 34;
  const bottom =
    path(
      `M${LEFT - 6} ${y} H${RIGHT + 6} Q${RIGHT + 6} ${base} ${RIGHT - 28} ${base} H${LEFT + 22} Q${LEFT - 6} ${base} ${LEFT - 6} ${y} Z`,
      bun,
    ) + rect(LEFT - 6, y, 268, 8, '#f6d29c', 4);
  const drawn: string[] = [];
  stack.forEach((name, index) => {
    const height = layer(name, 0, random(name))[1];
    y -= height;
    drawn.push(layer(name, y, random(`${slug}-${index}`))[0]);
  });
  const sauceColor = sauce ? SAUCE_COLORS[sauce] : undefined;
  const sauceDrip = sauceColor
    ? path(wave(LEFT + 10, RIGHT - 10, y - 4, 6, 10, 3), sauceColor) + path(`M${CX + 40} ${y} q5 20 10 0 Z`, sauceColor)
    : '';
  const top = y - 6;
  const crownHeight = 96;
  const seeds = Array.from({ length: seeded ? 28 : 14 }, () => {
    const t = rng();
    const x = LEFT + 24 + t * 210;
    const dome = Math.sin(t * Math.PI);
    return ellipse(
      x,
      top - 14 - dome * (crownHeight - 36) * rng(),
      4,
      2.2,
      '#fff3d6',
      `transform="rotate(${n(rng() * 60 - 30)} ${n(x)} ${n(top)})"`,
    );
  }).join('');
  const crown =
    path(
      `M${LEFT - 10} ${top} C${LEFT - 10} ${top - crownHeight * 1.25} ${RIGHT + 10} ${top - crownHeight * 1.25} ${RIGHT + 10} ${top} Q${CX} ${top + 10} ${LEFT - 10} ${top} Z`,
      bun,
    ) +
    path(
      `M${LEFT + 30} ${top - 56} C${LEFT + 60} ${top - 86} ${CX} ${top - 92} ${CX + 30} ${top - 88}`,
      'none',
      'stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.35"',
    ) +
    seeds;
  const board =
    shadow(CX, base + 4, 190, 16) +
    ellipse(CX, base - 2, 186, 24, 'url(#wood)') +
    ellipse(CX, base - 6, 178, 19, '#c9955f');
  return board + bottom + drawn.join('') + sauceDrip + crown;
}
