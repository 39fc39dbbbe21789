// The eight footer pages of spec section 1 at the paths of DESIGN.md section 6,
// and the accessibility statement (issue 16).
export const FOOTER_LINKS = [
  { href: '/aviso-legal', key: 'legalNotice', group: 'legal' },
  { href: '/privacidad', key: 'privacy', group: 'legal' },
  { href: '/condiciones-generales', key: 'conditions', group: 'legal' },
  { href: '/cookies', key: 'cookies', group: 'legal' },
  { href: '/accesibilidad', key: 'accessibility', group: 'legal' },
  { href: '/trabaja-con-nosotros', key: 'workWithUs', group: 'company' },
  { href: '/sugerencias', key: 'suggestions', group: 'company' },
  { href: '/reclamaciones', key: 'complaints', group: 'company' },
  { href: '/marketing', key: 'marketing', group: 'company' },
] as const;
