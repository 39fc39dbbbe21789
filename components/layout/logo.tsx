import type { SVGProps } from 'react';

/** The chain's elephant, drawn inline so no request is needed. */
export function ElephantMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 64 64" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d="M38 10c-9.4 0-17 6.9-17 16.5V30c-4.6.6-8 4.4-8 9.1V52a2 2 0 0 0 2 2h5a2 2 0 0 0 2-2v-6h2v6a2 2 0 0 0 2 2h5a2 2 0 0 0 2-2v-7h6v7a2 2 0 0 0 2 2h5a2 2 0 0 0 2-2V40.5c2.7-1.9 4-4.8 4-8.5V27c0-9.4-7.6-17-16-17Zm7.5 12.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z" />
      <path d="M55 26c3 0 5 2.5 5 6.5 0 5-2.6 9.5-6 9.5-1.2 0-2-.8-2-1.8 0-.9.6-1.6 1.5-1.9 1.6-.6 2.5-3 2.5-5.8 0-2-.5-3.5-1-4.5-.3-.6.1-2 0-2Z" />
      <path
        d="M27 18c-6 0-11 4.5-11 11 0 3.2 1.2 6 3.2 8 .8.8 2.2.3 2.3-.9l.5-5.6C22.3 25.3 24.3 21 27 18Z"
        opacity=".55"
      />
    </svg>
  );
}

export function Logo({ tradeName }: { tradeName: string }) {
  return (
    <span className="flex items-center gap-2 text-brand">
      <ElephantMark className="h-9 w-9" />
      <span className="font-display text-xl font-bold tracking-tight text-ink">{tradeName}</span>
    </span>
  );
}
