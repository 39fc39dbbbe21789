import type { DeliveryType } from '@/lib/vocabulary/catalogue';

const PATHS: Record<DeliveryType, string> = {
  delivery:
    'M3 6h11v9H3zM14 9h4l3 3v3h-7zM7 18.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm12 0a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z',
  takeaway: 'M6 8h12l-1 12H7zM9 8V6a3 3 0 0 1 6 0v2',
  fast: 'M13 2 4 14h7l-1 8 9-12h-7z',
};

export function DeliveryTypeIcon({ type, className }: { type: DeliveryType; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={PATHS[type]} />
    </svg>
  );
}
