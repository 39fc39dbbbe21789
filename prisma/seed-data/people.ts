// Demo accounts (listed in the README). Passwords are hashed once, when the
// user is first created.
import type { AllergenCode, PreferenceCode, UserRole } from '../../lib/vocabulary/catalogue';

export interface AddressSeed {
  street: string;
  number: string;
  floor?: string;
  door?: string;
  postalCode: string;
  town: string;
  province: string;
  notes?: string;
  isDefault: boolean;
}

export interface UserSeed {
  email: string;
  password: string;
  name: string;
  role: UserRole;
  phone?: string;
  birthDate?: Date;
  nif?: string;
  receivePublicity?: boolean;
  /** Restaurant slugs a staff member works at. */
  staffAt?: string[];
  addresses?: AddressSeed[];
  /** Birth dates relative to today, so the children's menu always applies. */
  children?: Array<{ name: string; ageYears: number; month: number; day: number }>;
  allergens?: AllergenCode[];
  preferences?: PreferenceCode[];
  /** Loyalty points granted by hand (reason `adjustment`, no order). */
  loyalty?: Array<{ points: number; note: string; daysAgo: number }>;
}

export const EMAIL_VERIFIED_AT = new Date('2025-09-01T09:00:00Z');

export const USERS: UserSeed[] = [
  {
    email: 'cliente@example.com',
    password: 'Cliente1234!',
    name: 'Lucía Martínez García',
    role: 'customer',
    phone: '612487390',
    birthDate: new Date('1991-05-14T00:00:00Z'),
    nif: '48273615L',
    receivePublicity: true,
    addresses: [
      {
        street: 'Carrer de Cadis',
        number: '45',
        floor: '3',
        door: '7',
        postalCode: '46006',
        town: 'Valencia',
        province: 'Valencia',
        notes: 'Portal verde, al lado de la farmacia.',
        isDefault: true,
      },
      {
        street: 'Avinguda de Blasco Ibáñez',
        number: '118',
        floor: '5',
        door: 'B',
        postalCode: '46022',
        town: 'Valencia',
        province: 'Valencia',
        notes: 'Oficina: preguntar en recepción.',
        isDefault: false,
      },
    ],
    children: [{ name: 'Pablo', ageYears: 7, month: 3, day: 9 }],
    allergens: ['nuts'],
    preferences: ['lactose_free'],
    loyalty: [
      { points: 1, note: 'Punto de bienvenida del programa de fidelización', daysAgo: 60 },
      { points: 1, note: 'Pedido en el local (tarjeta de sellos en papel)', daysAgo: 41 },
      { points: 1, note: 'Compensación por retraso en la entrega', daysAgo: 12 },
    ],
  },
  {
    email: 'personal@example.com',
    password: 'Personal1234!',
    name: 'Javier Ortega Ruiz',
    role: 'staff',
    phone: '655302178',
    staffAt: ['valencia-ruzafa', 'valencia-benimaclet'],
  },
  {
    email: 'gerente@example.com',
    password: 'Gerente1234!',
    name: 'Carmen Navarro Soler',
    role: 'manager',
    phone: '699114825',
  },
];
