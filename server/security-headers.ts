import { createHash } from 'node:crypto';
import { IncomingMessage, ServerResponse } from './node-http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { themeScript } from '#shared/theme-script.ts';
import { type Config } from './config';
import { speculationRulesPath } from './speculation-rules';

export const themeScriptHash = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;

/** Features this site never uses; denying them limits what injected content could do. */
const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=()';

/** Plain node:http middleware: Express takes it as it is, and so can the fast path's header list below. */
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface SecurityOptions {
  https: boolean;
  /** The visit statistics server's origin (ANALYTICS_URL), the one place besides ours the page may send to. */
  analyticsOrigin: string | null;
}

/** The options a configuration implies: Express and the fast path take the same (server/app.ts). */
export function securityOptions(config: Config): SecurityOptions {
  return { https: config.siteUrl.startsWith('https:'), analyticsOrigin: config.analytics?.origin ?? null };
}

export function securityHeaders(options: SecurityOptions): Middleware[] {
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        // Nothing is allowed that is not named: each kind of resource the site uses is listed on its own.
        directives: {
          defaultSrc: ["'none'"],
          scriptSrc: ["'self'", themeScriptHash],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: options.analyticsOrigin ? ["'self'", options.analyticsOrigin] : ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          ...(options.https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
    }),
    (_req, res, next) => {
      res.setHeader('Permissions-Policy', permissionsPolicy);
      // Read by browsers on documents only: where to find the rules for fetching the next page ahead.
      res.setHeader('Speculation-Rules', `"${speculationRulesPath}"`);
      next();
    },
  ];
}

/**
 * The headers the middleware above sets on every response, as a list, for the fast path that answers
 * before Express (server/fast-path.ts). Read off the middleware itself, so the two can never differ.
 */
export function securityHeaderList(options: SecurityOptions): [string, string][] {
  const headers = new Map<string, string>();
  // A real response that also notes each header as set, so the names keep the casing Express sends.
  class Recorder extends ServerResponse {
    override setHeader(name: string, value: number | string | readonly string[]): this {
      headers.set(name, String(value));
      return super.setHeader(name, value);
    }
  }
  const res = new Recorder(new IncomingMessage(new Socket()));
  for (const middleware of securityHeaders(options)) middleware(res.req, res, () => undefined);
  return [...headers];
}
