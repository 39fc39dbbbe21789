/** The account page's sections, in page order: anchor ids (Spanish URLs) and their nav labels. */
export const ACCOUNT_SECTIONS = [
  { id: 'mis-datos', label: 'profile' },
  { id: 'pedidos', label: 'orders' },
  { id: 'fidelizacion', label: 'loyalty' },
  { id: 'direcciones', label: 'addresses' },
  { id: 'preferencias', label: 'preferences' },
  { id: 'ninos', label: 'children' },
  { id: 'tarjetas', label: 'payments' },
  { id: 'seguridad', label: 'security' },
  { id: 'eliminar-cuenta', label: 'delete' },
] as const;

export type AccountSectionId = (typeof ACCOUNT_SECTIONS)[number]['id'];

export const BUTTON_PRIMARY =
  'inline-flex items-center justify-center rounded-full bg-brand px-6 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:opacity-60';
export const BUTTON_SECONDARY =
  'inline-flex items-center justify-center rounded-full border border-brand px-5 py-2 font-semibold text-brand hover:bg-brand-soft disabled:opacity-60';
export const BUTTON_DANGER =
  'inline-flex items-center justify-center rounded-full bg-red-700 px-6 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60';
export const BUTTON_GHOST =
  'inline-flex items-center justify-center gap-1 rounded-full px-3 py-1.5 text-sm font-semibold hover:bg-brand-soft disabled:opacity-60';
