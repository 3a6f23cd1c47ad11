/** Derives each post's cover rasters from its SVG: responsive AVIF and WebP, and a 1200×630 JPEG card. */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { type Blog } from '#server/blog/blog.ts';
import { coverFileName, coverFormats, coverHash, coverSize, coverWidths } from '#server/blog/cover-images.ts';

export async function buildCovers(blog: Blog, outDir: string): Promise<void> {
  await mkdir(outDir, { recursive: true });
  await Promise.all(
    blog.posts('en').map(async (post) => {
      const svg = await readFile(post.coverSource);
      const hash = coverHash(svg);
      if (existsSync(path.join(outDir, coverFileName(post.slug, hash, 'og', 'jpg')))) return;
      // Rasterise once at full size, then scale down: sharper and faster than rasterising per width.
      const full = await sharp(svg, { density: 96 }).resize(coverSize.width, coverSize.height).png().toBuffer();
      for (const width of coverWidths) {
        const resized = sharp(full).resize(width);
        for (const format of coverFormats) {
          const image =
            format === 'avif'
              ? resized.clone().avif({ quality: 55, effort: 4 })
              : resized.clone().webp({ quality: 78 });
          await writeFile(path.join(outDir, coverFileName(post.slug, hash, width, format)), await image.toBuffer());
        }
      }
      const card = await sharp(full).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
      await writeFile(path.join(outDir, coverFileName(post.slug, hash, 'og', 'jpg')), card);
    }),
  );
}
