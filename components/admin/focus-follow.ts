// Focus after a control that was pressed goes away with what it acted on
// (an order card that changes column, a kitchen line crossed off): only for
// keyboard users, who would otherwise start again from the top of the page.
// A tap or a click moves nothing, so a cook's screen never jumps.

/** Whether the control with focus was reached with the keyboard; read when it is pressed. */
export function isKeyboardFocus(): boolean {
  return document.activeElement?.matches(':focus-visible') ?? false;
}

/** Whether focus fell out of the page's controls: to the body, or to the content a closing dialog falls back to. */
export function isFocusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.id === 'contenido';
}
