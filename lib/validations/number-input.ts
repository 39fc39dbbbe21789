// Whole numbers typed by people in the back office («Orden», «Número de
// mesas», «Pedidos por franja», a promotion's uses). A well-formed number goes
// to the server as a number, negative or huge, so that its range message
// answers («El orden empieza en 0», «va de 0 a 10 000»); a QA pass was told
// «Indica el orden.» for -5. Anything else goes as typed, for the server's
// «write a number» message.

/** The whole number `text` writes («12», «-5»), or the text itself. */
export function wholeFromInput(text: string): number | string {
  const trimmed = text.trim();
  return /^-?\d{1,15}$/.test(trimmed) ? Number(trimmed) : text;
}
