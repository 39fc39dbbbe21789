// Products made of other products: combos (fixed contents with quantities),
// repertoires (a dish plus a drink and a dessert to choose), menus (a dish,
// drink, dessert or coffee to choose) and daily menus (8:00–16:00).
import type { ComponentKind } from '../../lib/vocabulary/catalogue';
import type { ComponentSeed, ProductSeed } from './types';

/** Units a combo always includes. */
function include(kind: ComponentKind, slug: string, quantity = 1): ComponentSeed {
  return { kind, slug, quantity, maxQuantity: quantity };
}

/** Choices of one kind; a choice may carry a supplement: ['burger-iberica', 200]. */
function choose(kind: ComponentKind, options: Array<string | [string, number]>): ComponentSeed[] {
  return options.map((option) => {
    const [slug, extraPriceCents] = typeof option === 'string' ? [option, 0] : option;
    return { kind, slug, quantity: 0, maxQuantity: 1, extraPriceCents };
  });
}

const MENU_DRINKS = [
  'agua-mineral',
  'agua-con-gas',
  'coca-cola',
  'coca-cola-zero',
  'fanta-naranja',
  'cerveza-tercio',
  'cerveza-sin',
];
const MENU_COFFEES = ['cafe-solo', 'cortado', 'cafe-con-leche'];
const FRIES = [{ slug: 'guarnicion-patatas', max: 2 }];

export const COMBOS: ProductSeed[] = [
  {
    slug: 'combo-clasica',
    name: 'Combo Clásica',
    description: 'La Clásica, patatas fritas y un refresco.',
    category: 'combo',
    priceCents: 1390,
    components: [
      include('dish', 'burger-clasica'),
      include('starter', 'patatas-fritas'),
      include('drink', 'coca-cola'),
    ],
  },
  {
    slug: 'combo-pareja',
    name: 'Combo para dos',
    description: 'La Clásica y una Bacon Cheese, croquetas de jamón, dos raciones de patatas fritas y dos refrescos.',
    category: 'combo',
    priceCents: 2990,
    components: [
      include('dish', 'burger-clasica'),
      include('dish', 'burger-bacon-cheese'),
      include('starter', 'croquetas-jamon'),
      include('starter', 'patatas-fritas', 2),
      include('drink', 'coca-cola', 2),
    ],
  },
  {
    slug: 'combo-familiar',
    name: 'Combo familiar (4 personas)',
    description:
      'Cuatro raciones de paella valenciana, patatas bravas, croquetas, ensalada mixta, dos aguas y dos refrescos.',
    category: 'combo',
    priceCents: 5990,
    components: [
      include('dish', 'paella-valenciana', 4),
      include('starter', 'patatas-bravas'),
      include('starter', 'croquetas-jamon'),
      include('starter', 'ensalada-mixta'),
      include('drink', 'agua-mineral', 2),
      include('drink', 'coca-cola', 2),
    ],
  },
  {
    slug: 'combo-tapeo',
    name: 'Combo tapeo',
    description:
      'Para compartir: patatas bravas, croquetas, calamares a la andaluza, pimientos de Padrón y dos cervezas.',
    category: 'combo',
    priceCents: 2990,
    components: [
      include('starter', 'patatas-bravas'),
      include('starter', 'croquetas-jamon'),
      include('starter', 'calamares-andaluza'),
      include('starter', 'pimientos-padron'),
      include('drink', 'cerveza-tercio', 2),
    ],
  },
  {
    slug: 'combo-lemon',
    name: 'Combo Lemon',
    description: 'Pollo al limón, edamame y limonada casera.',
    category: 'combo',
    priceCents: 1590,
    components: [include('dish', 'pollo-limon'), include('starter', 'edamame'), include('drink', 'limonada')],
  },
];

const REPERTOIRE_DRINKS = choose('drink', [
  'agua-mineral',
  'coca-cola',
  'coca-cola-zero',
  'fanta-naranja',
  'cerveza-tercio',
  ['vino-tinto', 50],
]);
const REPERTOIRE_DESSERTS = choose('dessert', ['flan', 'fruta-temporada', 'arroz-con-leche', ['tarta-queso', 100]]);

export const REPERTOIRES: ProductSeed[] = [
  {
    slug: 'repertorio-paella',
    name: 'Repertorio paella',
    description: 'Una ración de paella valenciana con bebida y postre a elegir.',
    category: 'repertoire',
    priceCents: 1790,
    contains: ['celery'],
    ingredients: ['pollo-corral', 'conejo', 'garrofon', 'bajoqueta'],
    options: ['observation'],
    components: [...REPERTOIRE_DRINKS, ...REPERTOIRE_DESSERTS],
  },
  {
    slug: 'repertorio-clasica',
    name: 'Repertorio hamburguesa',
    description: 'La Clásica con patatas fritas, bebida y postre a elegir.',
    category: 'repertoire',
    priceCents: 1490,
    ingredients: [
      { slug: 'carne-ternera', max: 2 },
      { slug: 'queso-cheddar', max: 2 },
      'lechuga',
      'tomate',
      'cebolla',
      'pan-brioche',
      ...FRIES,
    ],
    sauces: ['ketchup', 'mayonesa', 'barbacoa'],
    options: ['observation', 'double_cheese', 'egg', 'no_cheese', 'no_tomato', 'no_lettuce', 'no_onion'],
    components: [...REPERTOIRE_DRINKS, ...REPERTOIRE_DESSERTS],
  },
  {
    slug: 'repertorio-pollo-limon',
    name: 'Repertorio pollo al limón',
    description: 'Pollo al limón con arroz blanco, bebida y postre a elegir.',
    category: 'repertoire',
    priceCents: 1590,
    ingredients: ['pechuga-pollo', 'arroz-blanco', 'limon'],
    sauces: [{ slug: 'salsa-limon', default: 1, max: 2 }],
    options: ['observation', 'no_lemon'],
    components: [
      ...choose('drink', ['limonada', 'agua-mineral', 'agua-con-gas', 'aquarius-limon']),
      ...choose('dessert', ['sorbete-limon', 'fruta-temporada']),
    ],
  },
];

export const MENUS: ProductSeed[] = [
  {
    slug: 'menu-infantil',
    name: 'Menú infantil',
    description:
      'Plato, bebida y postre a elegir, con patatas fritas y un regalo sorpresa. Para niños de hasta 12 años.',
    category: 'menu',
    priceCents: 795,
    isChildrensMenu: true,
    ingredients: [{ slug: 'guarnicion-patatas', max: 1 }],
    sauces: [{ slug: 'ketchup', default: 1 }, 'mayonesa'],
    components: [
      ...choose('dish', ['burger-mini', 'nuggets-pollo', 'pollo-limon', 'croquetas-jamon']),
      ...choose('drink', ['agua-mineral', 'zumo-naranja', 'batido-chocolate']),
      ...choose('dessert', ['helado-vainilla', 'natillas', 'fruta-temporada']),
      ...choose('coffee', ['cacao-caliente']),
    ],
  },
  {
    slug: 'menu-hamburguesa',
    name: 'Menú hamburguesa',
    description: 'Tu hamburguesa con patatas fritas, bebida y postre o café.',
    category: 'menu',
    priceCents: 1390,
    ingredients: FRIES,
    sauces: ['ketchup', 'mayonesa', 'alioli', 'barbacoa'],
    components: [
      ...choose('dish', [
        'burger-clasica',
        ['burger-bacon-cheese', 150],
        'burger-crispy',
        'burger-vegana',
        ['burger-iberica', 250],
      ]),
      ...choose('drink', MENU_DRINKS),
      ...choose('dessert', ['helado-vainilla', 'brownie', ['tarta-queso', 100]]),
      ...choose('coffee', MENU_COFFEES),
    ],
  },
  {
    slug: 'menu-arrocero',
    name: 'Menú arrocero',
    description: 'Un arroz a elegir, bebida y postre o café.',
    category: 'menu',
    priceCents: 1890,
    sauces: ['alioli'],
    components: [
      ...choose('dish', [
        'paella-valenciana',
        'arroz-negro',
        'arroz-a-banda',
        'arroz-verduras',
        ['arroz-senyoret', 150],
      ]),
      ...choose('drink', ['agua-mineral', 'coca-cola', 'cerveza-tercio', 'vino-tinto', 'vino-blanco']),
      ...choose('dessert', ['flan', 'crema-catalana', 'fruta-temporada']),
      ...choose('coffee', [...MENU_COFFEES, 'carajillo']),
    ],
  },
  {
    slug: 'menu-lemon',
    name: 'Menú Lemon',
    description: 'Un plato de la línea lemon, bebida y postre o café.',
    category: 'menu',
    priceCents: 1490,
    components: [
      ...choose('dish', ['pollo-limon', 'merluza-limon', 'tofu-limon', 'bowl-limon', ['gambas-limon', 150]]),
      ...choose('drink', ['limonada', 'agua-mineral', 'agua-con-gas', 'aquarius-limon']),
      ...choose('dessert', ['sorbete-limon', 'fruta-temporada']),
      ...choose('coffee', MENU_COFFEES),
    ],
  },
];

export const DAILY_MENUS: ProductSeed[] = [
  {
    slug: 'menu-del-dia',
    name: 'Menú del día',
    description: 'Primero, segundo, pan, bebida y postre o café. Todos los días de 8:00 a 16:00.',
    category: 'daily_menu',
    priceCents: 1250,
    ingredients: ['pan-racion'],
    components: [
      ...choose('starter', ['gazpacho', 'ensalada-mixta', 'crema-calabaza', 'ensaladilla-rusa']),
      ...choose('dish', ['paella-valenciana', 'pollo-limon', 'merluza-limon', 'burger-clasica']),
      ...choose('drink', ['agua-mineral', 'coca-cola', 'cerveza-tercio', 'vino-tinto']),
      ...choose('dessert', ['flan', 'fruta-temporada', 'arroz-con-leche']),
      ...choose('coffee', MENU_COFFEES),
    ],
  },
  {
    slug: 'menu-del-dia-vegetariano',
    name: 'Menú del día vegetariano',
    description: 'Primero, segundo, pan, bebida y postre o café, todo vegetariano. De 8:00 a 16:00.',
    category: 'daily_menu',
    priceCents: 1150,
    tags: ['vegetarian'],
    ingredients: ['pan-racion'],
    components: [
      ...choose('starter', ['gazpacho', 'crema-calabaza', 'ensalada-quinoa', 'hummus']),
      ...choose('dish', ['arroz-verduras', 'tofu-limon', 'burger-vegana']),
      ...choose('drink', ['agua-mineral', 'agua-con-gas', 'zumo-naranja', 'cerveza-tercio']),
      ...choose('dessert', ['flan', 'fruta-temporada', 'sorbete-limon']),
      ...choose('coffee', MENU_COFFEES),
    ],
  },
  {
    slug: 'medio-menu',
    name: 'Medio menú',
    description: 'Un plato, bebida y postre o café. De 8:00 a 16:00, para recoger o en el local.',
    category: 'daily_menu',
    priceCents: 950,
    components: [
      ...choose('dish', ['paella-valenciana', 'pollo-limon', 'ensalada-mixta', 'gazpacho']),
      ...choose('drink', ['agua-mineral', 'coca-cola', 'cerveza-tercio']),
      ...choose('dessert', ['flan', 'fruta-temporada']),
      ...choose('coffee', MENU_COFFEES),
    ],
    deliveryTypes: ['takeaway', 'fast'],
  },
];
