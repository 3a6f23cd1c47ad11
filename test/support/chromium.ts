/**
 * Debian's Chromium, as every browser test and measurement launches it (never a downloaded browser): the
 * flags keep it headless and quiet, with no network of its own and no component updates mid-run.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
