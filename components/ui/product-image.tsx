import {
  PHOTO_FORMATS,
  PHOTO_KINDS,
  photoSize,
  photoSrcSet,
  photoUrl,
  type Photo,
  type PhotoKind,
} from '@/lib/vocabulary/photos';

/**
 * A product photo or the hero: AVIF, then WebP, at the widths of its kind
 * (decision 019). The box keeps its aspect ratio from the first paint (the
 * caller's className sets it) and shows the photo's colour until it arrives.
 * Lazy unless `priority`: only the first cards of the catalogue and the hero
 * are above the fold. `alt` is empty where the product's name stands beside
 * it (the picture repeats it), as on cards, the builder and the cart.
 */
export function ProductImage({
  photo,
  kind = 'product',
  sizes,
  alt = '',
  priority = 'none',
  className = '',
}: {
  photo: Photo;
  kind?: PhotoKind;
  /** What width the picture takes on screen, as the `sizes` attribute says it. */
  sizes: string;
  alt?: string;
  /**
   * `high`: the page's largest picture (fetched first); `eager`: above the fold too;
   * `deferred`: only its box and colour, the picture comes with the next render
   * (server-rendered cards below the fold: their markup stays out of the HTML).
   */
  priority?: 'high' | 'eager' | 'none' | 'deferred';
  className?: string;
}) {
  if (priority === 'deferred')
    return <div aria-hidden="true" className={className} style={{ backgroundColor: photo.color }} />;
  const { width, height } = photoSize(kind);
  const fallback = PHOTO_FORMATS[PHOTO_FORMATS.length - 1] ?? 'webp';
  return (
    <picture className={`block overflow-hidden ${className}`} style={{ backgroundColor: photo.color }}>
      {PHOTO_FORMATS.slice(0, -1).map((format) => (
        <source key={format} type={`image/${format}`} srcSet={photoSrcSet(photo, kind, format)} sizes={sizes} />
      ))}
      <img
        src={photoUrl(photo, PHOTO_KINDS[kind].widths[1] ?? width, fallback)}
        srcSet={photoSrcSet(photo, kind, fallback)}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority === 'none' ? 'lazy' : 'eager'}
        decoding={priority === 'high' ? 'sync' : 'async'}
        fetchPriority={priority === 'high' ? 'high' : undefined}
        className="h-full w-full object-cover"
      />
    </picture>
  );
}
