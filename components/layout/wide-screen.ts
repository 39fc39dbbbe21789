/**
 * The header's rows take the width of the back office's wide screens (the
 * order board, the kitchen), which mark themselves data-wide-screen, so the
 * logo and the page's title stay in line. CSS only: the header is the same
 * cached HTML on every page.
 */
export const WIDE_SCREEN_WIDTH = '[body:has([data-wide-screen])_&]:max-w-[1600px]';

/**
 * The site's header, navigation and footer are hidden behind a full-screen
 * display (the counter's TV of ready orders, marked data-kiosk): covered,
 * their links must not take the keyboard's focus either.
 */
export const HIDDEN_BEHIND_KIOSK = '[body:has([data-kiosk])_&]:hidden';
