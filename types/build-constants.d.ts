/** Constants the client build writes into the bundle (scripts/build.ts, esbuild `define`). */

/** The selector of the links whose pages the speculation rules prerender (shared/prerendered-links.ts). */
declare const PRERENDERED_LINKS: string;
