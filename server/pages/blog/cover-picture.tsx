import { type CoverImages } from '#server/blog/cover-images.ts';

/** A post's cover as responsive AVIF/WebP with its size set, so nothing shifts while it loads. */
export function CoverPicture({
  cover,
  alt,
  sizes,
  priority = false,
  className,
}: {
  cover: CoverImages;
  alt: string;
  sizes: string;
  /** The page's largest image: fetched first, never lazy. */
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture className={className}>
      {cover.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={cover.src}
        alt={alt}
        width={cover.width}
        height={cover.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );
}
