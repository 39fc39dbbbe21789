// The messages sent to the browser. The root layout's NextIntlClientProvider
// carries what its own client components use (the shell: header, footer,
// loading bar, error pages); each part of the site adds what its pages'
// client components use, through <PageMessages scope> in its layout
// (components/system/page-messages.tsx). Nothing else reaches the browser:
// the catalogue page carries ~10 KB of messages instead of all ~37 KB (issue
// 11). tests/unit/client-messages.test.ts walks the imports of every layout
// and page and fails if a client component uses a namespace its page lacks.

export const SHELL_NAMESPACES = [
  'Cart',
  'Common',
  'Errors',
  'LanguageSwitcher',
  'Layout',
  'LoadingBar',
  'Maintenance',
  'Offline',
] as const;

/** What each part of the site adds to the shell's messages. */
export const PAGE_NAMESPACES = {
  /** /pedido: the catalogue, its filters and the builder. */
  catalogue: [
    'AllergenModal',
    'Allergens',
    'Builder',
    'CartReach',
    'Catalogue',
    'ClosingAlert',
    'EmptyCartModal',
    'ExtraOptions',
    'Filters',
    'Forms',
    'LoginForm',
    'Ordering',
    'Preferences',
    'Promotions',
    'SignInDialog',
    'Weekdays',
  ],
  /** /detalle-del-pedido: the cart and the checkout. */
  checkout: [
    'AccountAddresses',
    'Builder',
    'CancelOrder',
    'Checkout',
    'CheckoutInvoice',
    'CheckoutLoyalty',
    'CheckoutPromotion',
    'ClosingAlert',
    'DrinksTimeWarning',
    'EmptyCartModal',
    'ExtraOptions',
    'Forms',
    'InvoiceRequest',
    'NoRepeatOrderModal',
    'OrderDetail',
    'OrderObservation',
    'OrderProfile',
    'OrderStatus',
    'Ordering',
    'Orders',
    'PhoneErrorModal',
    'RepeatOrder',
    'Weekdays',
  ],
  /** /pedido-confirmado: the order's live status. */
  confirmation: [
    'CancelOrder',
    'ExtraOptions',
    'Forms',
    'InvoiceRequest',
    'OrderConfirmation',
    'OrderStatus',
    'Orders',
    'PaymentPending',
  ],
  /** /pedido-online: choosing a restaurant and a way of ordering. */
  ordering: ['DeliveryFinder', 'EmptyCartModal', 'Forms', 'Ordering', 'Weekdays'],
  account: [
    'Account',
    'AccountAddresses',
    'AccountChildren',
    'AccountDelete',
    'AccountPayments',
    'AccountPreferences',
    'AccountProfile',
    'AccountSecurity',
    'Allergens',
    'Forms',
    'OrderHistory',
    'OrderStatus',
    'Orders',
    'Preferences',
  ],
  auth: ['Auth', 'Forms', 'LoginForm'],
  admin: [
    'Admin',
    'AllergenModal',
    'Allergens',
    'Builder',
    'Catalogue',
    'CatalogueAdmin',
    'CheckoutInvoice',
    'Controls',
    'ExtraOptions',
    'Forms',
    'Kitchen',
    'OrderStatus',
    'PeopleAdmin',
    'PhoneOrder',
    'PlacesAdmin',
    'Preferences',
    'PromotionsAdmin',
    'SettingsAdmin',
  ],
  /** The footer's pages (contact forms) and the ready-orders screen. */
  site: ['ComplaintsForm', 'Forms', 'ReadyBoard', 'SuggestionsForm', 'WorkWithUsForm'],
} as const;

export type MessageScope = keyof typeof PAGE_NAMESPACES;

/** The given namespaces of the messages, and nothing else. */
export function pickMessages<T extends Record<string, unknown>>(
  messages: T,
  namespaces: readonly string[],
): Partial<T> {
  return Object.fromEntries(
    namespaces.filter((namespace) => namespace in messages).map((n) => [n, messages[n]]),
  ) as Partial<T>;
}

/** The shell's messages and, for a part of the site, its own. */
export function clientMessages<T extends Record<string, unknown>>(messages: T, scope?: MessageScope): Partial<T> {
  return pickMessages(messages, scope ? [...SHELL_NAMESPACES, ...PAGE_NAMESPACES[scope]] : SHELL_NAMESPACES);
}
