// What the tables of /admin/restaurantes and /admin/ciudades sort by (the
// fields of the resources' lists); their query comes from
// lib/validations/list-page.ts.

export const PLACES_SORTABLE = {
  restaurants: ['sort_order', 'name', 'city'],
  cities: ['sort_order', 'name'],
} as const;
