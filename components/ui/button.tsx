import type { ButtonHTMLAttributes } from 'react';

// The buttons of the site, one look per role. A link that looks like a button
// takes buttonClass(); everything else renders <Button>.

// At least 44 × 44 px: a thumb's target on a phone (issue 13).
const BASE =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full font-semibold disabled:opacity-60';

const COLOURS = {
  primary: 'bg-brand text-white hover:bg-brand-dark',
  secondary: 'border border-brand text-brand hover:bg-brand-soft',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  dangerOutline: 'border border-red-700 text-red-800 hover:bg-red-50',
  /** The "Cancelar" / "Cerrar" beside a main action. */
  quiet: 'hover:bg-brand-soft',
  /** Small actions inside a card or a list. */
  ghost: 'hover:bg-brand-soft',
} as const;

const SIZES = { sm: 'px-3 py-1.5 text-sm', md: 'px-5 py-2.5', lg: 'px-6 py-3' } as const;
const DEFAULT_SIZE: Record<ButtonVariant, ButtonSize> = {
  primary: 'md',
  secondary: 'md',
  danger: 'md',
  dangerOutline: 'md',
  quiet: 'md',
  ghost: 'sm',
};

export type ButtonVariant = keyof typeof COLOURS;
export type ButtonSize = keyof typeof SIZES;

export function buttonClass(
  variant: ButtonVariant = 'primary',
  options: { size?: ButtonSize; className?: string } = {},
): string {
  return [BASE, COLOURS[variant], SIZES[options.size ?? DEFAULT_SIZE[variant]], options.className]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disabled while an action runs; busyLabel replaces the text meanwhile. */
  isBusy?: boolean;
  busyLabel?: string;
};

export function Button({
  variant = 'primary',
  size,
  isBusy = false,
  busyLabel,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      className={buttonClass(variant, { size, className })}
      {...rest}
    >
      {isBusy && busyLabel ? busyLabel : children}
    </button>
  );
}
