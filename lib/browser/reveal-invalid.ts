// After a refused submit: the keyboard goes to the first invalid field, and the
// field comes to the middle of the screen, its message under it, clear of the
// sticky header and save bar (a QA pass found it focused under the save bar,
// which looked like nothing had happened).

/** Focuses and shows the first field marked aria-invalid in `root`; false when there is none. */
export function revealFirstInvalid(root: ParentNode | null | undefined): boolean {
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.focus({ preventScroll: true });
  field.scrollIntoView?.({ block: 'center' });
  return true;
}
