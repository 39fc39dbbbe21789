// npm run photos:draw: draws the demo chain's product illustrations and the
// home page's hero as SVG into assets/photos/ (committed), from the seed data.
// npm run photos (run by the build) then rasterises them. Decision 019.
import fs from 'node:fs';
import path from 'node:path';
import { PRODUCTS } from '../../prisma/seed-data/catalogue';
import { drawProduct } from './recipes';
import { BACKDROPS, CX, group, lemonSlice, place, scene } from './svg';

const root = path.resolve(import.meta.dirname, '..', '..');
const out = path.join(root, 'assets', 'photos');
const bySlug = new Map(PRODUCTS.map((product) => [product.slug, product]));
const drawing = (slug: string) => drawProduct(bySlug.get(slug)!, bySlug).content;

/** The home page's hero (4:3): the chain's table, paella in the middle, a burger, sangria, bravas and lemons. */
function hero(): string {
  const content =
    place(drawing('sangria'), CX + 215, 250, 0.8) +
    place(drawing('burger-clasica'), CX - 190, 300, 0.75) +
    place(drawing('paella-valenciana'), CX + 10, 330, 1.05) +
    place(drawing('patatas-bravas'), CX + 200, 392, 0.62) +
    group(lemonSlice(0, 0, 30, 10) + lemonSlice(44, 16, 26, -20), `translate(${CX - 230} 440)`);
  return scene(BACKDROPS.terracotta!, content, 480, 200);
}

fs.mkdirSync(path.join(out, 'products'), { recursive: true });
const wanted = new Set<string>();
for (const product of PRODUCTS) {
  const { backdrop, content } = drawProduct(product, bySlug);
  const file = path.join(out, 'products', `${product.slug}.svg`);
  fs.writeFileSync(file, `${scene(backdrop, content)}\n`);
  wanted.add(`${product.slug}.svg`);
}
for (const entry of fs.readdirSync(path.join(out, 'products')))
  if (!wanted.has(entry)) fs.rmSync(path.join(out, 'products', entry));
fs.writeFileSync(path.join(out, 'hero.svg'), `${hero()}\n`);
console.log(`Ilustraciones: ${wanted.size} productos y la portada en assets/photos`);
