import type { ProductCategory } from './catalogue';

// The kitchen display's stations and which categories each one prepares. The
// chain's default; a chain changes it with the `kitchen_stations` setting
// (JSON, same shape). A category no station lists goes to the first one.

export type StationMap = Record<string, readonly ProductCategory[]>;

export const DEFAULT_STATIONS: StationMap = {
  Plancha: ['burger', 'extra', 'combo'],
  Cocina: ['dish', 'specialty', 'soup', 'menu', 'daily_menu', 'repertoire'],
  Fríos: ['starter', 'salad'],
  Bebidas: ['drink', 'coffee'],
  Postres: ['dessert'],
};

export function stationOf(stations: StationMap, category: string): string {
  const names = Object.keys(stations);
  return names.find((name) => (stations[name] as readonly string[]).includes(category)) ?? names[0] ?? 'Cocina';
}
