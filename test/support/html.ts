/** Small readers for rendered HTML in tests. */
export function metaContent(html: string, key: string): string[] {
  const pattern = new RegExp(
    `<meta (?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"/>`,
    'g',
  );
  return [...html.matchAll(pattern)].map((m) => m[1] ?? '');
}

export function jsonLdBlocks(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
}
