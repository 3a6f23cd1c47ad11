/** Draws a 1200×630 social card for every page and language: satori lays out the text, sharp rasterises. */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import satori from 'satori';
import sharp from 'sharp';
import { dictionary } from '#content/i18n/index.ts';
import { site } from '#content/site.ts';
import { type Blog } from '#server/blog/blog.ts';
import { cardSpecFor } from '#server/page-cards.ts';
import { resolvePage } from '#server/pages/index.ts';
import { SearchIndex } from '#server/search/search-index.ts';
import { BrandStrokes } from '#server/document/brand-mark.tsx';
import { type CardSpec, cardFileName, cardSize } from '#server/social-cards.ts';
import { sitePages } from '#server/site-paths.ts';
import { languages } from '#shared/languages.ts';

const fontDir = 'node_modules/@fontsource/inter/files';

async function fonts() {
  const load = (file: string) => readFile(path.join(fontDir, file));
  return [
    { name: 'Inter', weight: 400 as const, style: 'normal' as const, data: await load('inter-latin-400-normal.woff') },
    {
      name: 'Inter',
      weight: 400 as const,
      style: 'normal' as const,
      data: await load('inter-latin-ext-400-normal.woff'),
    },
    { name: 'Inter', weight: 700 as const, style: 'normal' as const, data: await load('inter-latin-700-normal.woff') },
    {
      name: 'Inter',
      weight: 700 as const,
      style: 'normal' as const,
      data: await load('inter-latin-ext-700-normal.woff'),
    },
  ];
}

function Card({ spec }: { spec: CardSpec }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: 'linear-gradient(135deg, #0b1f3a 0%, #0f2f4f 60%, #0f766e 130%)',
        color: '#f8fafc',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: '20px' }}>
        <svg width="64" height="64" viewBox="0 0 32 32">
          <rect width="32" height="32" rx="8" fill="#f8fafc" fillOpacity="0.08" />
          <BrandStrokes />
        </svg>
        <div style={{ fontSize: 34, fontWeight: 700 }}>{site.name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: '24px' }}>
        <div style={{ width: 96, height: 6, borderRadius: 3, background: '#d4a017' }} />
        <div style={{ fontSize: spec.title.length > 60 ? 58 : 68, fontWeight: 700, lineHeight: 1.12, maxWidth: 1000 }}>
          {spec.title}
        </div>
      </div>
      <div style={{ fontSize: 28, color: '#99f6e4' }}>{spec.kicker}</div>
    </div>
  );
}

/** Every card the pages point to, for the given blog. */
export function cardSpecs(blog: Blog): CardSpec[] {
  const search = new SearchIndex({ en: [], sq: [] });
  const specs = new Map<string, CardSpec>();
  for (const lang of languages) {
    const t = dictionary(lang);
    for (const match of sitePages(lang, blog)) {
      const result = resolvePage({
        lang,
        t,
        match,
        query: new URLSearchParams(),
        now: new Date(),
        blog,
        search,
        siteUrl: '',
        // Titles only: the same with and without visit statistics.
        analytics: null,
      });
      if (result.kind !== 'page') continue;
      const spec = cardSpecFor(lang, match, result.head, t);
      specs.set(cardFileName(spec), spec);
    }
  }
  return [...specs.values()];
}

export async function buildCards(blog: Blog, outDir: string): Promise<number> {
  await mkdir(outDir, { recursive: true });
  const fontList = await fonts();
  let written = 0;
  for (const spec of cardSpecs(blog)) {
    const file = path.join(outDir, cardFileName(spec));
    if (existsSync(file)) continue;
    const svg = await satori(<Card spec={spec} />, { ...cardSize, fonts: fontList });
    await writeFile(file, await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer());
    written += 1;
  }
  return written;
}
