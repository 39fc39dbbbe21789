'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';

type DialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The heading, and the dialog's name (an order number kept whole on one line, say). */
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'md' | 'lg';
};

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert
 * (focus stays inside), Escape closes it, and focus returns to the opener.
 */
export function Dialog({ isOpen, onClose, title, children, footer, size = 'md' }: DialogProps) {
  const t = useTranslations('Common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      dialog.showModal();
      // A field marked data-autofocus takes the focus instead of the first button (the close «×»).
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!isOpen && dialog.open) {
      dialog.close();
      // No opener to go back to (a dialog that opened by itself, or its button gone): the page's content, not its
      // top, where the reader was (scrolling to it hid the heading under the sticky header).
      if (document.activeElement === document.body)
        document.getElementById('contenido')?.focus({ preventScroll: true });
    }
  }, [isOpen]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, outside its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-1.5rem)] ${size === 'lg' ? 'max-w-2xl' : 'max-w-md'} rounded-2xl bg-white p-0 text-left text-ink normal-case tracking-normal shadow-xl backdrop:bg-black/50`}
    >
      {isOpen ? (
        <div className="flex max-h-[85vh] flex-col">
          <header className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
            <h2 id={titleId} className="font-display text-xl font-bold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('close')}
              className="grid h-11 w-11 shrink-0 place-items-center rounded-full hover:bg-brand-soft"
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                ×
              </span>
            </button>
          </header>
          {/* Focusable so keyboard users can scroll long content (axe: scrollable-region-focusable). */}
          <div className="overflow-y-auto px-5 py-4" tabIndex={0}>
            {children}
          </div>
          {footer ? <footer className="border-t border-line px-5 py-4">{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}

/**
 * The buttons at the foot of a dialog: on a phone stacked at full width with
 * the main action on top (under the thumb), from sm up in a row with the main
 * action last, on the right.
 */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end sm:gap-3">{children}</div>;
}
