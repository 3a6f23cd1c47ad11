import { createHash } from 'node:crypto';
import { type RequestHandler } from 'express';
import helmet from 'helmet';
import { themeScript } from '../shared/theme-script';

export const themeScriptHash = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;

/** Features this site never uses; denying them limits what injected content could do. */
const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=()';

export function securityHeaders(options: { https: boolean }): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", themeScriptHash],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
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
      next();
    },
  ];
}
