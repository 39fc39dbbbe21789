// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/es.json';
import type { RestaurantResource } from '@/lib/admin/places/restaurants';
import { ApiError } from '@/lib/http/fetcher';
import { RestaurantEditor } from '@/components/admin/places/restaurant-editor';

// The restaurant editor of /admin/restaurantes (issue 14, scope 4): the week
// of shifts, the shortcuts, and a 422 shown beside the row it names.

const apiFetch = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/fetcher', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/http/fetcher')>()),
  apiFetch,
}));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn(), replace: vi.fn() }) }));
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string | { pathname: string }; children: ReactNode }) => (
    <a href={typeof href === 'string' ? href : href.pathname} {...rest}>
      {children}
    </a>
  ),
}));

afterEach(() => {
  cleanup();
  apiFetch.mockReset();
});

const RESTAURANT: RestaurantResource = {
  id: 7,
  slug: 'valencia-ruzafa',
  name: 'Ruzafa',
  commercial_name: 'Casa Elefante Ruzafa',
  city_id: 1,
  address: 'Carrer de Sueca, 32',
  postal_code: '46006',
  phone: '963 512 478',
  email: null,
  time_zone: 'Europe/Madrid',
  minimum_order_cents: 1200,
  minimum_order_surcharge_cents: 150,
  shipping_cost_cents: 250,
  alcohol_sale_from: null,
  alcohol_sale_to: null,
  max_table_number: 24,
  active: true,
  sort_order: 0,
  hours: [{ delivery_type: 'delivery', weekday: 1, opens_at: '12:30', closes_at: '16:00' }],
  postal_codes: [{ postal_code: '46006', shipping_cost_cents: null }],
  slot_capacity: [],
};

const CITIES = [
  { id: 1, name: 'Valencia' },
  { id: 2, name: 'Madrid' },
];

function renderEditor(restaurant: RestaurantResource | null, runsWholeChain = true) {
  return render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <RestaurantEditor restaurant={restaurant} cities={CITIES} runsWholeChain={runsWholeChain} />
    </NextIntlClientProvider>,
  );
}

// Role queries walk the whole week of shifts: buttons are found by their label.
describe('RestaurantEditor', { timeout: 20_000 }, () => {
  it('adds shifts (the new one focused), marks one past midnight and copies Monday to the week', () => {
    renderEditor(RESTAURANT);
    const delivery = screen.getByTestId('hours-delivery');
    expect(within(delivery).getAllByText('Cerrado')).toHaveLength(6);
    fireEvent.click(screen.getByLabelText('Añadir un turno: A domicilio, lunes'));
    const opens = screen.getByLabelText('A domicilio, lunes, turno 2: abre');
    expect(opens).toHaveFocus();
    expect(opens).toHaveValue('20:00');
    fireEvent.change(screen.getByLabelText('A domicilio, lunes, turno 2: cierra'), { target: { value: '01:00' } });
    expect(within(delivery).getByText('hasta el día siguiente')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('A domicilio: copiar el lunes a todos los días'));
    expect(within(delivery).queryAllByText('Cerrado')).toHaveLength(0);
    expect(screen.getByLabelText('A domicilio, domingo, turno 2: cierra')).toHaveValue('01:00');
    expect(within(screen.getByTestId('hours-fast')).getAllByText('Cerrado')).toHaveLength(7);
    fireEvent.click(screen.getByLabelText('Igual que A domicilio: el mismo horario para Fast'));
    expect(screen.getByLabelText('Fast, jueves, turno 1: abre')).toHaveValue('12:30');

    fireEvent.click(screen.getByLabelText('Quitar el turno 1: A domicilio, domingo'));
    expect(screen.getByLabelText('A domicilio, domingo, turno 1: abre')).toHaveValue('20:00');
  });

  it('shows a 422 beside the shift, the postal code and the price it names, in words for euros', async () => {
    apiFetch.mockRejectedValue(
      new ApiError(422, {
        code: 'validation_failed',
        errors: {
          phone: ['Escribe un teléfono válido de 9 cifras.'],
          shipping_cost_cents: ['Escribe el coste de envío como un importe, por ejemplo 7,50.'],
          'hours.1.closes_at': ['Indica la hora de cierre como HH:MM.'],
          'postal_codes.0.postal_code': ['Escribe un código postal español de 5 cifras.'],
          slot_capacity: ['Hay un tipo de pedido repetido.'],
        },
      }),
    );
    renderEditor(RESTAURANT);
    // A blank row is left out of the body: the server's line 1 of hours is Tuesday's shift.
    fireEvent.click(screen.getByLabelText('Añadir un turno: A domicilio, martes'));
    fireEvent.click(screen.getByText('Añadir código postal'));
    fireEvent.change(screen.getByLabelText('Código postal 1'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Código postal 2'), { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText('Coste de envío (€) *'), { target: { value: 'gratis' } });
    await act(async () => {
      fireEvent.click(screen.getByText('Guardar restaurante'));
    });

    const [path, init] = apiFetch.mock.calls[0]!;
    expect(path).toBe('/api/admin/restaurants/7');
    expect(init.method).toBe('PUT');
    expect(init.json.postal_codes).toEqual([{ postal_code: '9', shipping_cost_cents: null }]);
    expect(init.json.shipping_cost_cents).toBe('gratis');

    expect(screen.getByText('Revisa los datos introducidos')).toBeInTheDocument();
    // The list-wide message is shown with its section, not repeated at the top.
    expect(screen.getAllByText('Hay un tipo de pedido repetido.')).toHaveLength(1);
    expect(screen.getByLabelText('A domicilio, martes, turno 1: cierra')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Indica la hora de cierre como HH:MM.')).toBeInTheDocument();
    expect(screen.getByLabelText('Código postal 2')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Código postal 1')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Escribe un importe en euros, como 12,50.')).toBeInTheDocument();
    expect(screen.queryByText('Escribe el coste de envío como un importe, por ejemplo 7,50.')).toBeNull();
    expect(screen.getByLabelText('Teléfono *')).toHaveFocus();
    // The error is read with its field.
    expect(screen.getByLabelText('Teléfono *')).toHaveAccessibleDescription('Escribe un teléfono válido de 9 cifras.');
  });

  it('staff cannot move their restaurant to another city', () => {
    renderEditor(RESTAURANT, false);
    expect(screen.getByLabelText('Ciudad *')).toBeDisabled();
    // The hints are read with their fields.
    expect(screen.getByLabelText('Ciudad *')).toHaveAccessibleDescription(
      'Solo la gerencia puede cambiar un restaurante de ciudad.',
    );
    expect(screen.getByLabelText('Orden')).toHaveAccessibleDescription(
      `${messages.PlacesAdmin.editor.sortOrderHint} ${messages.PlacesAdmin.editor.sortOrderLocked}`,
    );
  });

  it('a new restaurant is posted, with no city until one is chosen', async () => {
    apiFetch.mockResolvedValue({ data: { ...RESTAURANT, id: 9 } });
    renderEditor(null);
    expect(screen.getByLabelText('Ciudad *')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('Ciudad *'), { target: { value: '2' } });
    await act(async () => {
      fireEvent.click(screen.getByText('Guardar restaurante'));
    });
    const [path, init] = apiFetch.mock.calls[0]!;
    expect(path).toBe('/api/admin/restaurants');
    expect(init).toMatchObject({ method: 'POST', json: { city_id: 2, time_zone: 'Europe/Madrid', hours: [] } });
    expect(init.json).not.toHaveProperty('slug');
  });
});
