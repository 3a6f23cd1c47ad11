import { createHash } from 'node:crypto';

/** Covers are drawn as 1200×630 SVG; the build derives these rasters (see scripts/build-covers.ts). */
export const coverSize = { width: 1200, height: 630 } as const;
export const coverWidths = [480, 800, 1200] as const;
export const coverFormats = ['avif', 'webp'] as const;

export interface CoverImages {
  sources: Array<{ type: string; srcSet: string }>;
  /** The <img> fallback (WebP, widely supported). */
  src: string;
  /** 1200×630 JPEG for sharing cards. */
  og: string;
  width: number;
  height: number;
}

export function coverHash(svg: Buffer | string): string {
  return createHash('sha256').update(svg).digest('hex').slice(0, 10);
}

/** File names carry the SVG's hash, so they can be cached for a year like every other asset. */
export function coverFileName(slug: string, hash: string, variant: number | 'og', format: string): string {
  return `${slug}-${variant}-${hash}.${format}`;
}

export const coverUrlPrefix = '/assets/covers/';

export function coverImages(slug: string, hash: string): CoverImages {
  const url = (variant: number | 'og', format: string) => coverUrlPrefix + coverFileName(slug, hash, variant, format);
  return {
    sources: coverFormats.map((format) => ({
      type: `image/${format}`,
      srcSet: coverWidths.map((width) => `${url(width, format)} ${width}w`).join(', '),
    })),
    src: url(800, 'webp'),
    og: url('og', 'jpg'),
    ...coverSize,
  };
}
