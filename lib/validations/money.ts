import { z } from 'zod';

// An amount in cents, as the API takes it. The back office's forms show it in
// euros, so its messages speak of neither: "two decimals at most" is true of
// both (found by a QA pass: a manager typing 7,555 € was told to write cents).

const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/**
 * `what` names the amount: «el precio», «el pedido mínimo que suma un punto».
 * `isPrice`: something sold, which cannot cost 0 € (a price not yet written).
 */
export function centsField(what: string, max = 100_000, { isPrice = false }: { isPrice?: boolean } = {}) {
  const subject = capitalised(what);
  return (
    z
      .number({ error: `Escribe ${what[0]!.toLowerCase()}${what.slice(1)} como un importe, por ejemplo 7,50.` })
      .int(`${subject} lleva como mucho dos decimales.`)
      .min(0, `${subject} no puede ser negativo.`)
      .max(max, `${subject} no puede pasar de ${(max / 100).toLocaleString('es-ES')} €.`)
      // A negative price is told as such (a QA pass typed −5 € and read «no puede costar 0 €»).
      .refine((cents) => !isPrice || cents !== 0, `Escribe ${what}: un producto no puede costar 0 €.`)
  );
}
