/** Derives each post's cover rasters from its SVG: responsive AVIF and WebP, and a 1200×630 JPEG card. */
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { coverFileName, coverFormats, coverHash, coverSize, coverWidths } from '../server/blog/cover-images';

export async function buildCovers(blogDir: string, outDir: string): Promise<number> {
  await mkdir(outDir, { recursive: true });
  const slugs = (await readdir(blogDir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  let written = 0;
  await Promise.all(
    slugs.map(async (slug) => {
      const svg = await readFile(path.join(blogDir, slug, 'cover.svg'));
      const hash = coverHash(svg);
      if (existsSync(path.join(outDir, coverFileName(slug, hash, 'og', 'jpg')))) return;
      // Rasterise once at full size, then scale down: sharper and faster than rasterising per width.
      const full = await sharp(svg, { density: 96 }).resize(coverSize.width, coverSize.height).png().toBuffer();
      for (const width of coverWidths) {
        const resized = sharp(full).resize(width);
        for (const format of coverFormats) {
          const image = format === 'avif' ? resized.clone().avif({ quality: 55, effort: 4 }) : resized.clone().webp({ quality: 78 });
          await writeFile(path.join(outDir, coverFileName(slug, hash, width, format)), await image.toBuffer());
          written += 1;
        }
      }
      const card = await sharp(full).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
      await writeFile(path.join(outDir, coverFileName(slug, hash, 'og', 'jpg')), card);
      written += 1;
    }),
  );
  return written;
}
