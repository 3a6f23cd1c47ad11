/**
 * The links whose pages the speculation rules prerender (server/speculation-rules.ts): the main navigation's
 * and the calls to action. The boot script skips the view transition into them (client/boot.ts, which gets
 * it from the build as PRERENDERED_LINKS).
 */
export const prerenderedLinks = '.main-nav-list a, a.button';
