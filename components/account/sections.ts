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
