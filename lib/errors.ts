// One error table: a stable snake_case code maps to an HTTP status and a
// Spanish message. Every error body is {message, code} (+ errors for 422).

export const ERRORS = {
  unauthenticated: { status: 401, message: 'Debes iniciar sesión para continuar.' },
  forbidden: { status: 403, message: 'No tienes permiso para realizar esta acción.' },
  not_found: { status: 404, message: 'No se ha encontrado lo que buscas.' },
  restaurant_not_found: { status: 404, message: 'No encontramos ese restaurante.' },
  city_not_found: { status: 404, message: 'No encontramos esa ciudad.' },
  no_delivery: { status: 404, message: 'Para esta dirección no hay servicio a domicilio' },
  unknown_category: { status: 422, message: 'Esa categoría de productos no existe.' },
  cart_conflict: {
    status: 409,
    message: 'Tu pedido tiene productos de otro restaurante o de otra forma de pedido. Vacíalo para añadir este.',
  },
  product_unavailable: { status: 422, message: 'El producto no está disponible en este momento' },
  order_product_unavailable: { status: 422, message: 'Hay un producto que no está disponible en este momento' },
  kitchen_closed: { status: 422, message: 'La cocina de este restaurante está cerrada ahora mismo.' },
  cart_empty: { status: 422, message: 'Tu pedido está vacío.' },
  order_prices_changed: {
    status: 409,
    message: 'Ha cambiado el precio de algún producto de tu pedido. Revisa el total y vuelve a confirmar.',
  },
  order_total_changed: {
    status: 409,
    message: 'El total de tu pedido ha cambiado. Revisa el nuevo total y vuelve a confirmar.',
  },
  alcohol_not_allowed: {
    status: 422,
    message: 'A esa hora no podemos servir bebidas alcohólicas. Quítalas del pedido o elige otra hora.',
  },
  childrens_menu_child: {
    status: 422,
    message: 'Indica para cuál de tus hijos es el menú infantil (puedes añadirlo en Mi cuenta).',
  },
  childrens_menu_age: { status: 422, message: 'El menú infantil es solo para niños de hasta 12 años.' },
  daily_menu_hours: {
    status: 422,
    message: 'El menú del día solo se sirve de 8:00 a 16:00. Elige una hora entre las 8:00 y las 16:00.',
  },
  slot_unavailable: { status: 422, message: 'Esa hora de entrega ya no está disponible. Elige otra.' },
  order_not_cancellable: { status: 409, message: 'El restaurante ya ha aceptado tu pedido: ya no se puede cancelar.' },
  order_status_conflict: {
    status: 409,
    message: 'El pedido ya no está en ese estado o no puede pasar al que pides. Mira su estado actual en el tablero.',
  },
  payment_not_pending: { status: 409, message: 'Este pedido ya no espera el pago.' },
  order_not_repeatable: { status: 422, message: 'Este pedido no se puede repetir' },
  invoice_required: {
    status: 422,
    message:
      'Un pedido de más de 3.000 € necesita factura completa: marca «Quiero factura» y escribe el NIF, el nombre y la dirección.',
  },
  idempotency_key_reused: {
    status: 422,
    message: 'Esta clave de idempotencia ya se usó con otro pedido.',
  },
  email_not_verified: { status: 403, message: 'Verifica tu correo electrónico para continuar.' },
  account_blocked: {
    status: 403,
    message: 'Tu cuenta está bloqueada. Si crees que es un error, escríbenos desde el formulario de contacto.',
  },
  last_manager: {
    status: 409,
    message: 'Es la última cuenta de gerente: nombra antes a otra persona gerente.',
  },
  invalid_credentials: { status: 422, message: 'Estas credenciales no coinciden con nuestros registros.' },
  invalid_token: { status: 401, message: 'La sesión ha caducado. Vuelve a iniciar sesión.' },
  cross_site_request: { status: 403, message: 'Esta petición no viene de nuestra web y no se ha atendido.' },
  bad_request: { status: 400, message: 'La dirección de la petición no es válida.' },
  payload_too_large: { status: 413, message: 'La petición es demasiado grande.' },
  unsupported_media_type: { status: 415, message: 'Envía los datos en formato JSON.' },
  csrf_token_mismatch: { status: 419, message: 'La página ha caducado. Recárgala e inténtalo de nuevo.' },
  conflict: { status: 409, message: 'La petición entra en conflicto con otra en curso.' },
  already_exists: { status: 409, message: 'Ya existe un registro igual.' },
  in_use: { status: 409, message: 'No se puede borrar porque está en uso.' },
  validation_failed: { status: 422, message: 'Revisa los datos introducidos' },
  password_confirmation_required: { status: 423, message: 'Confirma tu contraseña para continuar.' },
  too_many_requests: { status: 429, message: 'Demasiados intentos. Espera un momento y vuelve a probar.' },
  maintenance: {
    status: 503,
    message: 'El pedido online no está disponible en este momento. Llama directamente al local.',
  },
  database_busy: { status: 503, message: 'Hay mucha actividad en este momento. Inténtalo de nuevo en unos segundos.' },
  server_error: { status: 500, message: 'Ha ocurrido un error inesperado. Inténtalo de nuevo.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;
export type FieldErrors = Record<string, string[]>;

/** What still uses a thing that was asked to be deleted, by kind: {burger: 2, menu: 1}. */
export type Dependents = Record<string, number>;
/** One of them by name: {kind: "burger", id: 4, name: "Burger Clásica"}. */
export type DependentItem = { kind: string; id: number; name: string };
/** An order's amounts in cents, as order_total_changed answers them (`packaging`: the order's `packaging.amount`). */
export type TotalsBody = {
  subtotal: number;
  discount: number;
  surcharge: number;
  shipping: number;
  packaging: number;
  total: number;
};

export type ErrorBody = {
  message: string;
  code: ErrorCode;
  errors?: FieldErrors;
  dependents?: Dependents;
  dependent_items?: DependentItem[];
  totals?: TotalsBody;
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors?: FieldErrors;
  readonly headers?: Record<string, string>;
  readonly dependents?: Dependents;
  readonly dependentItems?: DependentItem[];
  readonly totals?: TotalsBody;

  constructor(
    code: ErrorCode,
    options: {
      message?: string;
      errors?: FieldErrors;
      headers?: Record<string, string>;
      dependents?: Dependents;
      dependentItems?: DependentItem[];
      totals?: TotalsBody;
    } = {},
  ) {
    super(options.message ?? ERRORS[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.errors = options.errors;
    this.headers = options.headers;
    this.dependents = options.dependents;
    this.dependentItems = options.dependentItems;
    this.totals = options.totals;
  }

  toBody(): ErrorBody {
    return {
      message: this.message,
      code: this.code,
      ...(this.errors ? { errors: this.errors } : {}),
      ...(this.dependents ? { dependents: this.dependents, dependent_items: this.dependentItems ?? [] } : {}),
      ...(this.totals ? { totals: this.totals } : {}),
    };
  }
}

/** What `work` answers, or null when it refused with not_found: a page then answers 404 (notFound()). */
export async function unlessNotFound<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
}
