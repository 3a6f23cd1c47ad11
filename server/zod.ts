import { en } from 'zod/locales';
import * as z from 'zod/mini';

/**
 * The server's checks use zod's mini build, as the contact form's rules do, with its English messages: the
 * start-up checks (configuration, blog front matter, asset manifest) name each problem. Bundled into the
 * server, only the functions used are kept: ~0.6 MB of memory where zod's chainable API took ~3 MB
 * (docs/decisions/005-memory.md). Modules import `* as z from 'zod/mini'` and use its functions by name:
 * passing the namespace around as a value would keep all of zod in the bundle.
 */
z.config(en());

/** A whole number within bounds, from a string as the environment writes it. */
export function coercedInt(min: number, max: number) {
  return z.pipe(z.coerce.number(), wholeNumber(min, max));
}

export function wholeNumber(min: number, max: number) {
  return z.int().check(z.minimum(min), z.maximum(max));
}

/** A string trimmed, then held to a length. */
export function trimmedString(min: number, max: number) {
  return z.string().check(z.trim(), z.minLength(min), z.maxLength(max));
}
