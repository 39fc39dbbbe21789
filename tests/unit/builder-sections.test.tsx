import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import messages from '@/messages/es.json';
import { ChoicesSection } from '@/components/catalogue/builder/choices-section';
import { OptionsSection } from '@/components/catalogue/builder/options-section';
import { builderReducer, initialBuilderState, type BuilderAction } from '@/lib/catalogue/builder';
import type { CatalogueProduct } from '@/lib/vocabulary/catalogue-types';
import type { AllergenCode } from '@/lib/vocabulary/catalogue';
import { choice, coffeeMenu, product } from '../support/catalogue-fixtures';

// The builder's «Opciones» heading stands over options only: a menu whose
// only extras are its coffee's alcohol and spirit asks them under its coffee,
// and showed an empty «Opciones» (found by a QA pass). A menu's choices say
// which of the allergens the customer filters by each has.

const stateOf = (item: CatalogueProduct, actions: BuilderAction[]) =>
  actions.reduce(builderReducer, builderReducer(initialBuilderState, { type: 'setProduct', product: item }));

const render = (node: React.ReactNode) =>
  renderToString(
    <NextIntlClientProvider locale="es" messages={messages} timeZone="Europe/Madrid">
      {node}
    </NextIntlClientProvider>,
  );

const html = (item: CatalogueProduct, ...actions: BuilderAction[]) =>
  render(<OptionsSection state={stateOf(item, actions)} dispatch={() => {}} />);

describe('the options of the builder', () => {
  it('draws nothing for a menu whose only extras are asked with its coffee, even with the alcohol chosen', () => {
    expect(html(coffeeMenu({ spirit: true }))).toBe('');
    expect(html(coffeeMenu({ spirit: true }), { type: 'setOption', option: 'coffee_alcohol', value: true })).toBe('');
  });

  it('draws its heading over a coffee, which asks for its spirit there once the alcohol is chosen', () => {
    const coffee = product({
      id: 60,
      name: 'Café solo',
      category: 'coffee',
      extraOptions: [
        { option: 'coffee_alcohol', priceCents: 50 },
        { option: 'spirit', priceCents: 0 },
      ],
    });
    expect(html(coffee)).toContain('Opciones');
    expect(html(coffee, { type: 'setOption', option: 'coffee_alcohol', value: true })).toContain(
      messages.Builder.spirit,
    );
  });
});

describe("a menu's choices", () => {
  const menu = product({
    id: 40,
    name: 'Menú hamburguesa',
    category: 'menu',
    components: [
      choice('dish', 401, 'La Clásica', {
        allergens: [
          { code: 'gluten', level: 'contains' },
          { code: 'milk', level: 'traces' },
        ],
      }),
      choice('dish', 402, 'Burger sin gluten'),
    ],
  });
  const text = (flagged: AllergenCode[]) =>
    render(<ChoicesSection state={stateOf(menu, [])} dispatch={() => {}} flagged={flagged} />).replace(/<[^>]+>/g, ' ');

  it('say beside each choice which of the allergens the customer filters by it has, and only those', () => {
    expect(text(['gluten', 'milk'])).toContain('La Clásica   Lleva gluten · Trazas de lácteos');
    expect(text(['gluten'])).toContain('Lleva gluten');
    expect(text(['gluten'])).not.toContain('Trazas');
    expect(text(['gluten']).match(/Lleva/g)).toHaveLength(1);
    expect(text([])).not.toContain('Lleva');
  });
});

describe("a repertoire's drinks and desserts", () => {
  // «Hasta 1» read as optional, and «Añadir» then asked for both (found by a QA pass).
  const text = (max: number) =>
    render(
      <ChoicesSection
        state={stateOf(
          product({
            id: 70,
            name: 'Repertorio hamburguesa',
            category: 'repertoire',
            components: [
              choice('drink', 701, 'Agua', { maxQuantity: max }),
              choice('dessert', 702, 'Flan', { maxQuantity: max }),
            ],
          }),
          [],
        )}
        dispatch={() => {}}
        flagged={[]}
      />,
    ).replace(/<[^>]+>/g, ' ');

  it('say that one must be chosen, and how many at most', () => {
    expect(text(1).match(/Elige 1/g)).toHaveLength(2);
    expect(text(1)).not.toContain('Hasta');
    expect(text(2).match(/Elige de 1 a 2/g)).toHaveLength(2);
  });
});
