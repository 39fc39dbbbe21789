// Product photos and the home page's hero as pages and the API carry them:
// a base URL and a placeholder colour. The files are `${src}-${width}.${format}`
// at the widths of their kind (scripts/photos.mjs writes them; decision 019).

/** A photo as the client needs it: about 60 bytes per product in the catalogue's payload. */
export type Photo = {
  /** Base URL of its files, e.g. `/fotos/burger-clasica-a4b624fb`. */
  src: string;
  /** Shown until the picture arrives. */
  color: string;
};

/** Keep equal to PHOTO_KINDS in scripts/photos.mjs (a unit test compares them). */
export const PHOTO_KINDS = {
  product: { widths: [480, 960], aspect: [16, 9] },
  hero: { widths: [480, 960, 1440], aspect: [4, 3] },
} as const;
export type PhotoKind = keyof typeof PHOTO_KINDS;

/** Best first: browsers take the first `<source>` whose type they support. */
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const photoUrl = (photo: Photo, width: number, format: PhotoFormat) => `${photo.src}-${width}.${format}`;

export const photoSrcSet = (photo: Photo, kind: PhotoKind, format: PhotoFormat) =>
  PHOTO_KINDS[kind].widths.map((width) => `${photoUrl(photo, width, format)} ${width}w`).join(', ');

/** The intrinsic size the `<img>` declares, so its box is reserved before it loads. */
export function photoSize(kind: PhotoKind): { width: number; height: number } {
  const { widths, aspect } = PHOTO_KINDS[kind];
  const width = widths[widths.length - 1] ?? 0;
  return { width, height: Math.round((width * aspect[1]) / aspect[0]) };
}
