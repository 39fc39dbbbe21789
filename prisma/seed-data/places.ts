// The demo chain's cities and restaurants: real streets, the postal codes
// around each one, split shifts like any Spanish kitchen.
import type { CitySeed, RestaurantSeed, Shift, WeekHours, Weekday } from './types';

export const CITIES: CitySeed[] = [
  { slug: 'valencia', name: 'Valencia' },
  { slug: 'madrid', name: 'Madrid' },
  { slug: 'barcelona', name: 'Barcelona' },
  { slug: 'sevilla', name: 'Sevilla' },
];

const WEEKDAYS: Weekday[] = [1, 2, 3, 4, 5, 6, 7];

/** The same shifts every day, except the days given (an empty list closes that day). */
function week(shifts: Shift[], except: Partial<Record<Weekday, Shift[]>> = {}): WeekHours {
  const hours = {} as WeekHours;
  for (const day of WEEKDAYS) hours[day] = except[day] ?? shifts;
  return hours;
}

const LUNCH: Shift = ['12:30', '16:00'];
const DINNER: Shift = ['19:30', '23:30'];
const LATE_LUNCH: Shift = ['13:00', '16:30'];
const LATE_DINNER: Shift = ['20:00', '23:30'];
const PAST_MIDNIGHT: Shift = ['20:00', '00:30'];
const SOUTH_DINNER: Shift = ['20:30', '00:00'];
/** Counter and tables: breakfast through lunch (daily menus 8:00–16:00), then dinner. */
const COUNTER_DAY: Shift = ['08:00', '16:30'];

export const RESTAURANTS: RestaurantSeed[] = [
  {
    slug: 'valencia-ruzafa',
    city: 'valencia',
    name: 'Ruzafa',
    commercialName: 'Casa Elefante Ruzafa',
    address: 'Carrer de Sueca, 32',
    postalCode: '46006',
    phone: '963 512 478',
    email: 'ruzafa@casaelefante.example',
    latitude: 39.4627,
    longitude: -0.3752,
    alcoholSaleFrom: '12:00',
    alcoholSaleTo: '23:30',
    maxTableNumber: 24,
    hours: {
      delivery: week([LUNCH, DINNER]),
      takeaway: week([LUNCH, DINNER]),
      fast: week([COUNTER_DAY, DINNER]),
    },
    deliversTo: ['46004', '46005', '46006', ['46002', 300], ['46013', 300]],
    soldOut: ['tarta-chocolate'],
  },
  {
    slug: 'valencia-benimaclet',
    city: 'valencia',
    name: 'Benimaclet',
    commercialName: 'Casa Elefante Benimaclet',
    address: 'Plaça de Benimaclet, 6',
    postalCode: '46020',
    phone: '963 620 154',
    email: 'benimaclet@casaelefante.example',
    latitude: 39.4858,
    longitude: -0.3594,
    shippingCostCents: 200,
    alcoholSaleFrom: '12:00',
    alcoholSaleTo: '23:00',
    maxTableNumber: 16,
    // Closed on Mondays.
    hours: {
      delivery: week([LUNCH, DINNER], { 1: [] }),
      takeaway: week([LUNCH, DINNER], { 1: [] }),
      fast: week([COUNTER_DAY, ['19:30', '23:00']], { 1: [] }),
    },
    deliversTo: ['46020', '46021', '46022', '46010', ['46019', 250], ['46025', 300]],
  },
  {
    slug: 'valencia-campanar',
    city: 'valencia',
    name: 'Campanar',
    commercialName: 'Casa Elefante Campanar',
    address: 'Avinguda de les Corts Valencianes, 26',
    postalCode: '46015',
    phone: '963 458 902',
    email: 'campanar@casaelefante.example',
    latitude: 39.483,
    longitude: -0.399,
    shippingCostCents: 290,
    alcoholSaleFrom: '12:00',
    alcoholSaleTo: '23:30',
    // A delivery kitchen: no tables, so no fast service.
    maxTableNumber: 0,
    hours: {
      delivery: week([LUNCH, DINNER], { 5: [LUNCH, ['19:30', '00:00']], 6: [LUNCH, ['19:30', '00:00']] }),
      takeaway: week([LUNCH, DINNER]),
    },
    deliversTo: ['46015', '46009', '46035', '46008', ['46025', 350]],
  },
  {
    slug: 'madrid-malasana',
    city: 'madrid',
    name: 'Malasaña',
    commercialName: 'Casa Elefante Malasaña',
    address: 'Calle del Espíritu Santo, 22',
    postalCode: '28004',
    phone: '915 218 734',
    email: 'malasana@casaelefante.example',
    latitude: 40.4256,
    longitude: -3.704,
    alcoholSaleFrom: '12:00',
    alcoholSaleTo: '23:59',
    maxTableNumber: 20,
    hours: {
      delivery: week([LATE_LUNCH, LATE_DINNER], { 5: [LATE_LUNCH, PAST_MIDNIGHT], 6: [LATE_LUNCH, PAST_MIDNIGHT] }),
      takeaway: week([LATE_LUNCH, LATE_DINNER]),
      fast: week([COUNTER_DAY, PAST_MIDNIGHT]),
    },
    deliversTo: ['28004', '28013', '28015', '28010', ['28005', 300]],
    soldOut: ['arroz-negro'],
    prices: { 'paella-valenciana': 1550, 'repertorio-paella': 1890 },
  },
  {
    slug: 'madrid-chamberi',
    city: 'madrid',
    name: 'Chamberí',
    commercialName: 'Casa Elefante Chamberí',
    address: 'Calle de Fuencarral, 146',
    postalCode: '28010',
    phone: '914 476 290',
    email: 'chamberi@casaelefante.example',
    latitude: 40.4318,
    longitude: -3.7019,
    alcoholSaleFrom: '12:00',
    alcoholSaleTo: '23:30',
    maxTableNumber: 18,
    hours: {
      delivery: week([LATE_LUNCH, LATE_DINNER]),
      takeaway: week([LATE_LUNCH, LATE_DINNER]),
      fast: week([COUNTER_DAY, LATE_DINNER], { 7: [COUNTER_DAY] }),
    },
    deliversTo: ['28010', '28003', '28015', ['28020', 300], ['28036', 350]],
    prices: { 'paella-valenciana': 1550 },
  },
  {
    slug: 'madrid-retiro',
    city: 'madrid',
    name: 'Retiro',
    commercialName: 'Casa Elefante Retiro',
    address: 'Calle de Ibiza, 38',
    postalCode: '28009',
    phone: '914 093 615',
    email: 'retiro@casaelefante.example',
    latitude: 40.4192,
    longitude: -3.6735,
    shippingCostCents: 275,
    alcoholSaleFrom: '12:00',
    alcoholSaleTo: '23:30',
    maxTableNumber: 22,
    // Sunday: lunch only.
    hours: {
      delivery: week([LATE_LUNCH, LATE_DINNER], { 7: [LATE_LUNCH] }),
      takeaway: week([LATE_LUNCH, LATE_DINNER], { 7: [LATE_LUNCH] }),
      fast: week([COUNTER_DAY, LATE_DINNER], { 7: [COUNTER_DAY] }),
    },
    deliversTo: ['28009', '28007', '28014', '28028', ['28001', 300]],
  },
  {
    slug: 'barcelona-gracia',
    city: 'barcelona',
    name: 'Gràcia',
    commercialName: 'Casa Elefante Gràcia',
    address: 'Carrer de Verdi, 54',
    postalCode: '08012',
    phone: '932 184 650',
    email: 'gracia@casaelefante.example',
    latitude: 41.4036,
    longitude: 2.157,
    // Barcelona limits take-away alcohol sales at night.
    alcoholSaleFrom: '10:00',
    alcoholSaleTo: '23:00',
    maxTableNumber: 14,
    hours: {
      delivery: week([['13:00', '16:00'], LATE_DINNER]),
      takeaway: week([['13:00', '16:00'], LATE_DINNER]),
      fast: week([COUNTER_DAY, LATE_DINNER]),
    },
    deliversTo: ['08012', '08024', '08025', '08037', ['08023', 300]],
  },
  {
    slug: 'barcelona-eixample',
    city: 'barcelona',
    name: 'Eixample',
    commercialName: 'Casa Elefante Eixample',
    address: 'Carrer del Consell de Cent, 310',
    postalCode: '08007',
    phone: '934 512 377',
    email: 'eixample@casaelefante.example',
    latitude: 41.3893,
    longitude: 2.1642,
    shippingCostCents: 290,
    minimumOrderSurchargeCents: 200,
    alcoholSaleFrom: '10:00',
    alcoholSaleTo: '23:00',
    maxTableNumber: 26,
    hours: {
      delivery: week([LUNCH, DINNER]),
      takeaway: week([LUNCH, DINNER]),
      fast: week([COUNTER_DAY, DINNER]),
    },
    deliversTo: ['08007', '08008', '08009', '08010', '08011', '08013', '08015', '08036'],
    prices: { 'cerveza-cana': 280 },
  },
  {
    slug: 'sevilla-triana',
    city: 'sevilla',
    name: 'Triana',
    commercialName: 'Casa Elefante Triana',
    address: 'Calle Betis, 24',
    postalCode: '41010',
    phone: '954 336 180',
    email: 'triana@casaelefante.example',
    latitude: 37.3842,
    longitude: -6.0014,
    alcoholSaleFrom: '12:00',
    alcoholSaleTo: '23:59',
    maxTableNumber: 20,
    hours: {
      delivery: week([LATE_LUNCH, SOUTH_DINNER]),
      takeaway: week([LATE_LUNCH, SOUTH_DINNER]),
      fast: week([['08:00', '17:00'], SOUTH_DINNER]),
    },
    deliversTo: ['41010', '41011', '41001', ['41002', 300]],
  },
  {
    slug: 'sevilla-nervion',
    city: 'sevilla',
    name: 'Nervión',
    commercialName: 'Casa Elefante Nervión',
    address: 'Avenida de Eduardo Dato, 40',
    postalCode: '41005',
    phone: '954 572 903',
    email: 'nervion@casaelefante.example',
    latitude: 37.3826,
    longitude: -5.9712,
    // The demo's closed kitchen: the restaurant shows, its products do not load.
    closedKitchen: true,
    alcoholSaleFrom: '12:00',
    alcoholSaleTo: '23:30',
    maxTableNumber: 12,
    hours: {
      delivery: week([LATE_LUNCH, SOUTH_DINNER], { 7: [LATE_LUNCH] }),
      takeaway: week([LATE_LUNCH, SOUTH_DINNER], { 7: [LATE_LUNCH] }),
      fast: week([['08:00', '17:00'], SOUTH_DINNER], { 7: [['08:00', '17:00']] }),
    },
    deliversTo: ['41005', '41018', '41007', ['41004', 300]],
  },
];
