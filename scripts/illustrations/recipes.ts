// Which drawing each product of the demo chain gets. Burgers, rice, soups and
// salads are composed from the product's ingredients; the rest by slug, with
// a fallback per category so a new product still gets a picture.
import type { ProductSeed } from '../../prisma/seed-data/types';
import { burger, type Layer } from './burgers';
import { beans, bottle, can, cup, DRINK_BASE, glass, jug, orangeHalf, steam, wineGlass } from './drinks';
import { brownie, cakeSlice, coupe, cremaCatalana, flan, fruitPlate, spoonDessert } from './desserts';
import { lemonPlate, paellaPan, piece, platter, salad, soup } from './plates';
import {
  BACKDROPS,
  CX,
  TABLE_Y,
  type Backdrop,
  circle,
  ellipse,
  group,
  herb,
  lemonSlice,
  n,
  path,
  place,
  rect,
  shadow,
} from './svg';

type Drawing = { backdrop: Backdrop; content: string };

const defaultParts = (uses: ProductSeed['ingredients'], fallback: number): Layer[] =>
  (uses ?? []).flatMap((use) => {
    const slug = typeof use === 'string' ? use : use.slug;
    const count = typeof use === 'string' ? fallback : (use.default ?? fallback);
    return count > 0 ? [{ slug, count }] : [];
  });

const has = (product: ProductSeed, slug: string) =>
  defaultParts(product.ingredients, 1).some((part) => part.slug === slug);

/** A paper cone of fries, standing. */
export function fries(x: number, wedges = false): string {
  const top = TABLE_Y - 40;
  const sticks = Array.from({ length: 11 }, (_, i) => {
    const sx = x - 56 + i * 11;
    const h = 60 + ((i * 37) % 30);
    return wedges
      ? path(`M${sx} ${top + 30} q6 -${h} 14 0 Z`, '#d99a3d', 'stroke="#a8612a" stroke-width="2"')
      : rect(sx, top + 40 - h, 10, h, 'url(#fry)', 2, `transform="rotate(${(i % 3) * 6 - 6} ${sx} ${top + 40})"`);
  }).join('');
  return (
    shadow(x, DRINK_BASE + 2, 80, 8) +
    sticks +
    path(`M${x - 70} ${top + 16} H${x + 70} L${x + 54} ${DRINK_BASE} H${x - 54} Z`, '#b43c12') +
    path(
      `M${x - 70} ${top + 16} Q${x} ${top + 50} ${x + 70} ${top + 16} L${x + 66} ${top + 32} Q${x} ${top + 64} ${x - 66} ${top + 32} Z`,
      '#fbe9df',
    ) +
    circle(x, top + 92, 16, '#fbe9df', 'opacity="0.9"') +
    rect(x - 54, top + 16, 108, DRINK_BASE - top - 16, 'url(#shine)')
  );
}

const CANS: Record<string, [string, string, string?]> = {
  'coca-cola': ['#d3202a', '#ffffff'],
  'coca-cola-zero': ['#1d1d1f', '#d3202a'],
  'fanta-naranja': ['#f57f17', '#1e4fa8', '#ffffff'],
  'aquarius-limon': ['#f4f1e6', '#e8c21e', '#f5d142'],
};

function burgerOf(product: ProductSeed): string {
  const sauce = defaultParts(product.sauces, 0)[0]?.slug ?? 'ketchup';
  return burger(product.slug, defaultParts(product.ingredients, 1), sauce, has(product, 'pan-semillas'));
}

const drinks: Record<string, () => string> = {
  'agua-mineral': () =>
    bottle(CX - 40, '#cfe6ef', '#2f7fb5', { tall: true, cap: '#2f7fb5' }) +
    glass(CX + 70, 84, 120, '#e6f3f8', { withIce: true }),
  'agua-con-gas': () =>
    bottle(CX - 40, '#a9d0bf', '#2e7d5b', { tall: true, cap: '#2e7d5b' }) + glass(CX + 70, 84, 120, '#e6f3f8'),
  'zumo-naranja': () =>
    glass(CX - 20, 100, 170, '#f7941d', { fill: 0.85 }) +
    orangeHalf(CX + 90, DRINK_BASE - 30) +
    orangeHalf(CX + 130, DRINK_BASE - 10, 26),
  limonada: () =>
    glass(CX, 100, 180, '#f6e58d', { withIce: true, top: lemonSlice(CX + 40, DRINK_BASE - 176, 26, 60) }) +
    herb(CX - 20, DRINK_BASE - 150, 0, '#3f9a4a') +
    lemonSlice(CX + 110, DRINK_BASE - 8, 24),
  horchata: () =>
    glass(CX - 30, 100, 170, '#f3ead2', { withIce: true }) +
    [0, 1]
      .map((i) =>
        rect(
          CX + 40 + i * 26,
          DRINK_BASE - 22 - i * 18,
          110,
          24,
          '#e0a458',
          12,
          `transform="rotate(-8 ${CX + 90} ${DRINK_BASE})"`,
        ),
      )
      .join(''),
  'batido-chocolate': () =>
    glass(CX, 104, 180, '#7b4a2b', {
      top:
        circle(CX - 24, DRINK_BASE - 178, 24, '#fffaf0') +
        circle(CX + 14, DRINK_BASE - 184, 28, '#fffaf0') +
        circle(CX + 36, DRINK_BASE - 172, 20, '#fffaf0') +
        rect(CX + 14, DRINK_BASE - 260, 10, 90, '#d9473b', 4, `transform="rotate(15 ${CX + 14} ${DRINK_BASE - 170})"`),
    }),
  'cerveza-cana': () => glass(CX, 96, 190, '#f2b632', { foam: '#fffaf0', fill: 0.86 }),
  'cerveza-tercio': () =>
    bottle(CX - 50, '#6b3f12', '#f3e2b3', { liquid: '#d48b1f' }) +
    glass(CX + 60, 90, 150, '#f2b632', { foam: '#fffaf0', fill: 0.8 }),
  'cerveza-sin': () =>
    bottle(CX - 50, '#2f6b3a', '#2c5aa0', { cap: '#2c5aa0' }) +
    glass(CX + 60, 90, 150, '#f2c14e', { foam: '#fffaf0', fill: 0.8 }),
  'cerveza-sin-gluten': () =>
    bottle(CX - 50, '#6b3f12', '#4d5b2a', { cap: '#4d5b2a' }) +
    glass(CX + 60, 90, 150, '#eeb02c', { foam: '#fffaf0', fill: 0.8 }),
  'vino-tinto': () =>
    wineGlass(CX - 30, '#7a1630') + bottle(CX + 90, '#2b2a1f', '#f1e6d0', { tall: true, cap: '#7a1630' }),
  'vino-blanco': () =>
    wineGlass(CX - 30, '#f1dc8a') + bottle(CX + 90, '#8fa86a', '#f1e6d0', { tall: true, cap: '#c9a227' }),
  'tinto-verano': () =>
    glass(CX, 110, 180, '#9b2335', { withIce: true, top: lemonSlice(CX + 44, DRINK_BASE - 176, 28, 60) }) +
    lemonSlice(CX - 110, DRINK_BASE - 6, 22),
  sangria: () =>
    jug(
      CX,
      '#8e1b36',
      [0, 1, 2]
        .map(
          (i) =>
            circle(CX - 40 + i * 40, DRINK_BASE - 110 + (i % 2) * 30, 20, '#f28c1f') +
            circle(CX - 40 + i * 40, DRINK_BASE - 110 + (i % 2) * 30, 15, '#ffb347'),
        )
        .join(''),
    ),
  'agua-valencia': () =>
    jug(
      CX,
      '#f8a531',
      [0, 1]
        .map(
          (i) =>
            circle(CX - 30 + i * 60, DRINK_BASE - 120 + i * 30, 20, '#f28c1f') +
            circle(CX - 30 + i * 60, DRINK_BASE - 120 + i * 30, 15, '#ffc46b'),
        )
        .join(''),
    ) + orangeHalf(CX + 150, DRINK_BASE - 20, 28),
};

const coffees: Record<string, () => string> = {
  'cafe-solo': () =>
    cup(CX, '#3b1f10', { size: 0.7 }) +
    steam(CX, DRINK_BASE - 90) +
    beans([
      [CX - 130, DRINK_BASE - 4],
      [CX + 120, DRINK_BASE - 12],
      [CX + 140, DRINK_BASE + 6],
    ]),
  cortado: () =>
    glass(CX, 80, 110, '#8a5a36', { top: ellipse(CX, DRINK_BASE - 92, 32, 6, '#f5e6d0') }) +
    beans([
      [CX - 110, DRINK_BASE - 4],
      [CX + 100, DRINK_BASE - 2],
    ]),
  'cafe-con-leche': () => cup(CX, '#b9835a', { size: 1, crema: '#e8c9a6' }) + steam(CX, DRINK_BASE - 120),
  'cafe-bombon': () =>
    glass(CX, 86, 130, '#3b1f10', { fill: 0.8, top: rect(CX - 36, DRINK_BASE - 50, 72, 40, '#f4ead2', 4) }) +
    beans([
      [CX - 110, DRINK_BASE - 4],
      [CX + 110, DRINK_BASE],
    ]),
  carajillo: () =>
    glass(CX, 84, 120, '#4a2412', {
      fill: 0.75,
      top: path(`M${CX - 20} ${DRINK_BASE - 96} q20 -50 20 -70 q10 30 20 70 Z`, '#f6a623', 'opacity="0.85"'),
    }) +
    path(
      `M${CX + 40} ${DRINK_BASE - 112} q20 -10 34 4`,
      'none',
      'stroke="#f5d142" stroke-width="6" stroke-linecap="round"',
    ) +
    beans([
      [CX - 120, DRINK_BASE - 6],
      [CX + 110, DRINK_BASE + 2],
    ]),
  'cacao-caliente': () =>
    cup(CX, '#6a3a1e', { size: 1.05, color: '#b43c12', crema: '#8a5233' }) + steam(CX, DRINK_BASE - 124),
  infusion: () =>
    cup(CX, '#c98a2b', { size: 1, color: '#f5f0e6', crema: '#dba64a' }) +
    path(`M${CX + 20} ${DRINK_BASE - 104} q20 30 40 40`, 'none', 'stroke="#ffffff" stroke-width="2"') +
    rect(CX + 52, DRINK_BASE - 70, 22, 26, '#4d5b2a', 2) +
    steam(CX - 10, DRINK_BASE - 116) +
    lemonSlice(CX - 150, DRINK_BASE - 4, 22),
};

const desserts: Record<string, () => string> = {
  'tarta-queso': () =>
    cakeSlice(
      [
        ['#c98c4a', 14],
        ['#fbe6a6', 70],
      ],
      '#a4561f',
    ),
  'tarta-chocolate': () =>
    cakeSlice(
      [
        ['#3f2216', 16],
        ['#4a2414', 28],
        ['#9a6236', 26],
        ['#f5ead6', 26],
      ],
      '#3a1c10',
      { drizzle: '#2a120a' },
    ),
  flan,
  'crema-catalana': cremaCatalana,
  brownie,
  'helado-vainilla': () => coupe(['#fbefc8', '#f7e6b0'], { syrup: '#4a2414' }),
  'sorbete-limon': () => coupe(['#f9f1b0', '#fbf5c8', '#f4e98a'], { lemon: true, mint: true }),
  'arroz-con-leche': () =>
    spoonDessert(
      '#f7edd6',
      Array.from({ length: 40 }, (_, i) =>
        ellipse(CX - 110 + ((i * 47) % 220), TABLE_Y - 16 + ((i * 29) % 30), 4, 2, '#ffffff'),
      ).join('') +
        path(
          `M${CX - 60} ${TABLE_Y - 10} q30 -14 60 0 q30 14 60 0`,
          'none',
          'stroke="#a0612b" stroke-width="5" opacity="0.6"',
        ) +
        path(
          `M${CX + 50} ${TABLE_Y - 18} q20 -6 36 6`,
          'none',
          'stroke="#f5d142" stroke-width="7" stroke-linecap="round"',
        ) +
        rect(CX - 80, TABLE_Y - 24, 64, 8, '#8a5a2b', 4, `transform="rotate(-20 ${CX - 48} ${TABLE_Y - 20})"`),
    ),
  natillas: () =>
    spoonDessert(
      '#f6d165',
      circle(CX, TABLE_Y - 14, 38, '#d99a4a') +
        circle(CX, TABLE_Y - 14, 30, '#e8b062') +
        circle(CX, TABLE_Y - 14, 4, '#b5793a') +
        path(`M${CX - 90} ${TABLE_Y - 6} q30 -10 60 0`, 'none', 'stroke="#9a5a23" stroke-width="5" opacity="0.5"'),
    ),
  'fruta-temporada': fruitPlate,
};

/** A starter drawn by slug. */
const starters: Record<string, (product: ProductSeed) => string> = {
  'patatas-bravas': (p) =>
    platter(
      p.slug,
      (x, y, rng) =>
        rect(x - 14, y - 12, 28, 24, '#f0b648', 5, `transform="rotate(${n(rng() * 40 - 20)} ${n(x)} ${n(y)})"`) +
        (rng() > 0.4 ? ellipse(x, y - 10, 10, 5, rng() > 0.5 ? '#d2401f' : '#fbf3da') : ''),
      16,
    ),
  'croquetas-jamon': (p) =>
    platter(
      p.slug,
      (x, y, rng) =>
        group(
          ellipse(0, 0, 26, 14, '#c7782c') + ellipse(-6, -4, 16, 6, '#e2a050'),
          `translate(${n(x)} ${n(y)}) rotate(${n(rng() * 30 - 15)})`,
        ),
      6,
      { sauce: '#fbf3da' },
    ),
  'calamares-andaluza': (p) =>
    platter(p.slug, (x, y) => ellipse(x, y, 20, 11, 'none', 'stroke="#e9b25a" stroke-width="9"'), 12, {
      lemon: true,
      sauce: '#fbf3da',
    }),
  'gambas-ajillo': () =>
    shadow(CX, TABLE_Y + 56, 190, 20) +
    ellipse(CX, TABLE_Y + 36, 180, 66, '#9c4a20') +
    ellipse(CX, TABLE_Y + 30, 162, 56, '#d58a24') +
    [...Array(9).keys()]
      .map((i) => piece('gambas')!(CX - 120 + i * 28, TABLE_Y + 20 + (i % 3) * 12, () => (i * 0.37) % 1))
      .join('') +
    [...Array(6).keys()].map((i) => ellipse(CX - 90 + i * 36, TABLE_Y + 40 - (i % 2) * 26, 5, 3, '#fbf3da')).join('') +
    [...Array(3).keys()]
      .map((i) => path(`M${CX - 60 + i * 60} ${TABLE_Y + 8} q8 -6 16 0`, 'none', 'stroke="#b3171b" stroke-width="4"'))
      .join(''),
  'mejillones-vapor': (p) =>
    platter(p.slug, (x, y, rng) => piece('mejillones')!(x, y, rng) + piece('mejillones')!(x + 4, y - 6, rng), 10, {
      lemon: true,
    }),
  'ensaladilla-rusa': (p) =>
    platter(
      p.slug,
      (x, y, rng, i) =>
        i === 0
          ? ellipse(CX, TABLE_Y + 14, 100, 40, '#f8edc0') + ellipse(CX - 20, TABLE_Y + 6, 60, 18, '#fff7d8')
          : piece(i % 2 ? 'aceitunas' : 'zanahoria')!(x, y - 10, rng),
      8,
    ),
  tramussos: (p) =>
    platter(p.slug, (x, y) => ellipse(x, y, 9, 7, '#f3cf4a') + ellipse(x - 2, y - 2, 4, 3, '#fbe897'), 30, { rx: 150 }),
  'pimientos-padron': (p) =>
    platter(
      p.slug,
      (x, y, rng) =>
        group(
          path('M-26 0 q10 -14 40 -6 q10 4 10 10 q-24 8 -50 -4 Z', rng() > 0.5 ? '#4c8a2c' : '#3e7a25') +
            rect(12, -4, 10, 5, '#6b8e23', 2),
          `translate(${n(x)} ${n(y)}) rotate(${n(rng() * 70 - 35)})`,
        ) + circle(x + rng() * 10, y - 8, 2, '#ffffff'),
      12,
    ),
  edamame: (p) =>
    platter(
      p.slug,
      (x, y, rng) =>
        group(
          path('M-24 0 q24 -16 48 0 q-24 10 -48 0 Z', '#7fb53f') +
            circle(-10, -2, 5, '#a6d366') +
            circle(4, -3, 5, '#a6d366'),
          `translate(${n(x)} ${n(y)}) rotate(${n(rng() * 80 - 40)})`,
        ),
      14,
    ),
  hummus: (p) =>
    bowlWith(
      p.slug,
      '#e8cf9a',
      path(`M${CX - 70} ${TABLE_Y - 4} q70 -30 140 0 q-70 30 -140 0`, 'none', 'stroke="#c9a86a" stroke-width="6"') +
        circle(CX, TABLE_Y - 6, 14, '#b5772e', 'opacity="0.7"'),
    ) +
    [0, 1, 2, 3]
      .map((i) =>
        rect(
          CX - 200 + i * 12,
          TABLE_Y - 50 + i * 14,
          90,
          14,
          '#ef8a2a',
          7,
          `transform="rotate(-25 ${CX - 160} ${TABLE_Y})"`,
        ),
      )
      .join(''),
  'brochetas-satay': (p) =>
    platter(
      p.slug,
      (x, y, rng, i) =>
        i < 3
          ? rect(CX - 150, TABLE_Y + 4 + i * 22, 300, 4, '#c9a27a', 2) +
            [0, 1, 2, 3].map((k) => ellipse(CX - 90 + k * 56, TABLE_Y + 6 + i * 22, 22, 13, '#b8702c')).join('')
          : '',
      3,
      { sauce: '#c98d4b' },
    ),
  'nuggets-pollo': (p) =>
    platter(
      p.slug,
      (x, y, rng) =>
        group(
          path('M-18 -8 q10 -8 22 -4 q14 2 14 12 q-4 10 -20 10 q-18 -2 -16 -18 Z', '#dc9a3c') +
            ellipse(-2, -4, 8, 4, '#f0c068'),
          `translate(${n(x)} ${n(y)}) rotate(${n(rng() * 90)})`,
        ),
      8,
      { sauce: '#c8241b' },
    ),
  tostada: (p) =>
    platter(
      p.slug,
      (x, y, rng, i) =>
        i === 0
          ? group(
              rect(-110, -30, 220, 60, '#d99a4a', 18) +
                rect(-100, -24, 200, 46, '#f0c27a', 14) +
                path(
                  'M-90 -10 q40 -10 80 0 t80 0',
                  'none',
                  'stroke="#d8352a" stroke-width="14" stroke-linecap="round" opacity="0.9"',
                ),
              `translate(${CX} ${TABLE_Y + 18})`,
            )
          : '',
      1,
    ),
};

function bowlWith(slug: string, fill: string, extra: string): string {
  return soup(slug, '#f5efe4', fill, []) + extra;
}

const RICE: Record<string, [string, string[], { noodles?: boolean; alioli?: boolean }?]> = {
  'paella-valenciana': ['#e9b23b', ['pollo-corral', 'conejo', 'garrofon', 'bajoqueta']],
  'arroz-negro': ['#2a2522', ['sepia', 'gambas'], { alioli: true }],
  'arroz-a-banda': ['#d99a3a', ['sepia', 'gambas'], { alioli: true }],
  'arroz-senyoret': ['#e0a13c', ['gambas', 'sepia', 'calamar']],
  fideua: ['#e0a13c', ['gambas', 'calamar', 'mejillones'], { noodles: true, alioli: true }],
  'arroz-verduras': ['#e7b445', ['alcachofa', 'pimiento-asado', 'bajoqueta', 'champinones', 'garrofon']],
};

const SOUPS: Record<string, [string, string, string[], string?]> = {
  gazpacho: ['#f5efe4', '#e0502f', ['picatostes', 'cebolla'], '#f7e3b0'],
  salmorejo: ['#f5efe4', '#ef8a4f', ['jamon-serrano', 'huevo-duro']],
  ajoblanco: ['#2f6f8f', '#f6f0e0', ['nueces'], '#a8c46a'],
  'crema-calabaza': ['#4d5b2a', '#f29c38', ['picatostes'], '#fff3dc'],
  'sopa-marisco': ['#f5efe4', '#d8612e', ['gambas', 'mejillones']],
};

const LEMON_MAINS: Record<string, (slug: string) => string> = {
  'pollo-limon': () =>
    ellipse(CX - 20, TABLE_Y + 16, 70, 30, '#d8974a') +
    path(
      `M${CX - 70} ${TABLE_Y + 10} l30 20 M${CX - 30} ${TABLE_Y + 2} l30 20 M${CX + 10} ${TABLE_Y} l24 18`,
      'none',
      'stroke="#9c5a22" stroke-width="5"',
    ) +
    ellipse(CX - 10, TABLE_Y + 8, 50, 10, '#f5d142', 'opacity="0.6"'),
  'merluza-limon': () =>
    path(`M${CX - 90} ${TABLE_Y + 20} q80 -50 150 -10 q10 14 0 26 q-80 30 -150 -16 Z`, '#f7efe0') +
    path(`M${CX - 60} ${TABLE_Y + 14} q60 -26 110 -4`, 'none', 'stroke="#e4cfa8" stroke-width="4"'),
  'gambas-limon': (slug) =>
    [...Array(7).keys()]
      .map((i) =>
        piece('gambas')!(CX - 90 + i * 26, TABLE_Y + 10 + (i % 2) * 14, () => (i * 0.41 + slug.length * 0.01) % 1),
      )
      .join(''),
  'salmon-limon': () =>
    path(
      `M${CX - 80} ${TABLE_Y + 30} L${CX - 60} ${TABLE_Y - 10} H${CX + 50} L${CX + 60} ${TABLE_Y + 30} Z`,
      '#f08a5d',
    ) +
    [0, 1, 2, 3]
      .map((i) => path(`M${CX - 50 + i * 28} ${TABLE_Y - 6} l-10 34`, 'none', 'stroke="#fbd2bd" stroke-width="4"'))
      .join('') +
    herb(CX - 10, TABLE_Y - 6, 0, '#6aa84f'),
  'tofu-limon': () =>
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          rect(CX - 90 + i * 34, TABLE_Y - 2 + (i % 2) * 12, 28, 24, '#e8b864', 4) +
          rect(CX - 90 + i * 34, TABLE_Y - 2 + (i % 2) * 12, 28, 6, '#f4d9a0', 3),
      )
      .join(''),
  'bowl-limon': () => '',
};

/** The drawing of one product of the demo chain. */
export function drawProduct(product: ProductSeed, all: Map<string, ProductSeed>): Drawing {
  const drawn = compose(product, all);
  // Enlarged from the bottom edge, so the food fills the frame and stays on the table.
  const zoom = ZOOM[product.category] ?? 1;
  const content =
    zoom === 1
      ? drawn.content
      : group(drawn.content, `translate(${n(CX * (1 - zoom))} ${n(345 * (1 - zoom))}) scale(${zoom})`);
  return { backdrop: drawn.backdrop, content };
}

const ZOOM: Partial<Record<ProductSeed['category'], number>> = {
  drink: 1.25,
  coffee: 1.5,
  dessert: 1.2,
  starter: 1.2,
  extra: 1.2,
  salad: 1.15,
  soup: 1.15,
  dish: 1.15,
  specialty: 1.08,
  burger: 1.08,
  combo: 1.2,
  menu: 1.2,
  repertoire: 1.2,
  daily_menu: 1.2,
};

function compose(product: ProductSeed, all: Map<string, ProductSeed>): Drawing {
  const { slug, category } = product;
  const B = BACKDROPS;
  const of = (other: string) => compose(all.get(other) as ProductSeed, all).content;
  switch (category) {
    case 'burger':
      return {
        backdrop: slug === 'burger-vegana' ? B.olive! : slug === 'burger-diabla' ? B.brick! : B.mustard!,
        content: burgerOf(product),
      };
    case 'specialty': {
      const [rice, pieces, options] = RICE[slug] ?? ['#e9b23b', []];
      return {
        backdrop: slug === 'arroz-verduras' ? B.olive! : B.terracotta!,
        content: paellaPan(slug, rice, pieces, options),
      };
    }
    case 'soup': {
      const [body, fill, toppings, swirl] = SOUPS[slug] ?? ['#f5efe4', '#e0502f', []];
      return { backdrop: B.cream!, content: soup(slug, body, fill, toppings, swirl) };
    }
    case 'salad': {
      const parts = defaultParts(product.ingredients, 1).map((part) => part.slug);
      const base = parts.includes('rucula') ? 'rucula' : parts.includes('quinoa') ? 'quinoa' : 'lechuga';
      const dressing = defaultParts(product.sauces, 0)[0]?.slug === 'vinagreta-modena' ? '#3a1f14' : '#f7efd0';
      return {
        backdrop: B.olive!,
        content: salad(
          slug,
          '#f5efe4',
          base,
          parts.filter((part) => part !== base && part !== 'lechuga'),
          dressing,
        ),
      };
    }
    case 'dish': {
      const parts = defaultParts(product.ingredients, 1).map((part) => part.slug);
      const sides = parts.filter((part) =>
        ['arroz-blanco', 'verduras-salteadas', 'quinoa', 'aguacate', 'tomate', 'sesamo'].includes(part),
      );
      const main = slug === 'bowl-limon' ? '' : (LEMON_MAINS[slug]?.(slug) ?? '');
      const content =
        slug === 'bowl-limon'
          ? salad(slug, '#f5efe4', 'quinoa', ['pechuga-pollo', 'aguacate', 'tomate'], '#f7efd0') +
            lemonSlice(CX + 110, TABLE_Y - 20, 22)
          : lemonPlate(slug, main, sides);
      return { backdrop: B.mustard!, content };
    }
    case 'starter':
      return {
        backdrop: [B.terracotta!, B.cream!, B.rose!][product.name.length % 3]!,
        content: (starters[slug] ?? starters['patatas-bravas']!)(product),
      };
    case 'extra': {
      const content =
        slug === 'patatas-fritas' || slug === 'patatas-gajo'
          ? fries(CX, slug === 'patatas-gajo') +
            ellipse(CX + 150, TABLE_Y + 40, 30, 12, '#ffffff') +
            ellipse(CX + 150, TABLE_Y + 38, 24, 9, '#c8241b')
          : slug === 'aros-cebolla'
            ? platter(slug, (x, y) => ellipse(x, y, 26, 14, 'none', 'stroke="#d9962f" stroke-width="11"'), 9, {
                sauce: '#6e2b15',
              })
            : slug === 'salsa-extra'
              ? ['#c8241b', '#fbf3da', '#6e2b15']
                  .map(
                    (color, i) =>
                      ellipse(CX - 120 + i * 120, TABLE_Y + 40, 50, 18, '#ffffff') +
                      ellipse(CX - 120 + i * 120, TABLE_Y + 36, 42, 13, color),
                  )
                  .join('')
              : slug === 'pan-barra'
                ? shadow(CX, TABLE_Y + 56, 200, 16) +
                  rect(CX - 190, TABLE_Y, 380, 56, '#c7782c', 28, `transform="rotate(-6 ${CX} ${TABLE_Y + 28})"`) +
                  [0, 1, 2, 3]
                    .map((i) =>
                      path(
                        `M${CX - 130 + i * 80} ${TABLE_Y + 24} q20 -16 44 -10`,
                        'none',
                        'stroke="#f0c27a" stroke-width="8" stroke-linecap="round"',
                      ),
                    )
                    .join('')
                : shadow(CX, TABLE_Y + 56, 110, 14) +
                  ellipse(CX, TABLE_Y + 26, 100, 44, '#d99a4a') +
                  ellipse(CX, TABLE_Y + 14, 86, 30, '#ebb466') +
                  [0, 1, 2]
                    .map((i) =>
                      path(`M${CX - 50 + i * 40} ${TABLE_Y + 10} l20 10`, 'none', 'stroke="#b5702c" stroke-width="5"'),
                    )
                    .join('');
      return { backdrop: B.cream!, content };
    }
    case 'drink': {
      const canColors = CANS[slug];
      const content = canColors
        ? can(CX - 50, ...canColors) +
          glass(
            CX + 70,
            84,
            130,
            slug === 'aquarius-limon' ? '#f3efc8' : slug === 'fanta-naranja' ? '#f78c1f' : '#3a1a10',
            { withIce: true },
          )
        : (drinks[slug]?.() ?? glass(CX, 100, 170, '#f7941d'));
      return { backdrop: product.isAlcoholic ? B.rose! : B.sky!, content };
    }
    case 'coffee':
      return { backdrop: B.wood!, content: (coffees[slug] ?? coffees['cafe-solo']!)() };
    case 'dessert':
      return { backdrop: B.rose!, content: (desserts[slug] ?? desserts['tarta-queso']!)() };
    default:
      return { backdrop: slug.includes('lemon') ? B.mustard! : B.terracotta!, content: meal(slug, of) };
  }
}

/** Menus, combos and repertoires: what they bring, together on the table. */
function meal(slug: string, of: (slug: string) => string): string {
  const tray = (content: string) =>
    shadow(CX, TABLE_Y + 60, 300, 20) +
    rect(CX - 300, TABLE_Y, 600, 54, '#8a2c0b', 16) +
    rect(CX - 290, TABLE_Y - 6, 580, 50, '#b43c12', 14) +
    content;
  const side = (a: string, b: string, c: string) =>
    place(of(a), CX - 180, TABLE_Y + 20, 0.55) +
    place(of(c), CX + 180, TABLE_Y + 20, 0.55) +
    place(of(b), CX, TABLE_Y + 30, 0.7);
  switch (slug) {
    case 'combo-clasica':
    case 'menu-hamburguesa':
    case 'repertorio-clasica':
      return tray(
        side('patatas-fritas', 'burger-clasica', slug === 'repertorio-clasica' ? 'tarta-queso' : 'coca-cola'),
      );
    case 'combo-pareja':
      return tray(
        place(of('burger-bacon-cheese'), CX - 120, TABLE_Y + 40, 0.5) +
          place(of('burger-clasica'), CX + 120, TABLE_Y + 40, 0.5) +
          place(of('patatas-fritas'), CX, TABLE_Y + 56, 0.55),
      );
    case 'combo-familiar':
      return tray(
        ['burger-clasica', 'burger-crispy', 'burger-bacon-cheese', 'burger-mini']
          .map((burgerSlug, i) => place(of(burgerSlug), CX - 210 + i * 140, TABLE_Y + 30 + (i % 2) * 16, 0.4))
          .join('') + place(of('patatas-fritas'), CX, TABLE_Y + 60, 0.4),
      );
    case 'combo-tapeo':
      return side('croquetas-jamon', 'patatas-bravas', 'cerveza-cana');
    case 'combo-lemon':
    case 'menu-lemon':
    case 'repertorio-pollo-limon':
      return side(
        'limonada',
        slug === 'combo-lemon' ? 'gambas-limon' : 'pollo-limon',
        slug === 'repertorio-pollo-limon' ? 'flan' : 'tofu-limon',
      );
    case 'repertorio-paella':
    case 'menu-arrocero':
      return (
        place(of('paella-valenciana'), CX - 40, TABLE_Y + 30, 0.72) +
        place(of('vino-tinto'), CX + 220, TABLE_Y + 40, 0.5) +
        place(of('crema-catalana'), CX - 230, TABLE_Y + 54, 0.42)
      );
    case 'menu-infantil':
      return tray(
        side('zumo-naranja', 'burger-mini', 'helado-vainilla') +
          ellipse(CX + 110, TABLE_Y - 20, 16, 16, '#f5d142') +
          path(`M${CX + 110} ${TABLE_Y - 36} v-40 l24 10 l-24 10`, '#b43c12', 'stroke="#8a2c0b" stroke-width="3"'),
      );
    case 'menu-del-dia':
      return side('gazpacho', 'pollo-limon', 'vino-tinto') + place(of('pan-barra'), CX, TABLE_Y + 100, 0.35);
    case 'menu-del-dia-vegetariano':
      return side('crema-calabaza', 'arroz-verduras', 'agua-mineral') + place(of('pan-barra'), CX, TABLE_Y + 100, 0.35);
    case 'medio-menu':
      return side('ensalada-mixta', 'merluza-limon', 'agua-mineral');
    default:
      return side('patatas-fritas', 'burger-clasica', 'coca-cola');
  }
}
