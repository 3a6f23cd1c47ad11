import * as z from 'zod/mini';
import { coercedInt } from './zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A host name as Plausible's site settings take it (www.example.com): letters, digits, hyphens, dots. */
const hostName = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

const schema = z.pipe(
  z
    .object({
      PORT: z._default(coercedInt(1, 65535), 3000),
      HOST: z._default(z.string().check(z.minLength(1)), '0.0.0.0'),
      SITE_URL: z.optional(
        z
          .url({ protocol: /^https?$/ })
          .check(
            z.refine(
              (value) => URL.canParse(value) && new URL(value).pathname === '/' && !/[?#]/.test(value),
              'must be an origin, e.g. https://example.com',
            ),
          ),
      ),
      TRUST_PROXY: z._default(coercedInt(0, 10), 0),
      LOG_LEVEL: z._default(z.enum(logLevels), 'info'),
      DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
      DATABASE_URL: z.optional(
        z.url({
          protocol: /^postgres(ql)?$/,
          error: 'must be a PostgreSQL URL, e.g. postgres://user:password@host:5432/site',
        }),
      ),
      HTML_CACHE_SECONDS: z.optional(coercedInt(1, 31_536_000)),
      SMTP_URL: z.optional(z.url({ protocol: /^smtps?$/ })),
      MAIL_TO: z.optional(z.email()),
      MAIL_FROM: z.optional(z.string().check(z.minLength(3))),
      MAIL_TIMEOUT_SECONDS: z._default(coercedInt(1, 300), 30),
      ANALYTICS_PROVIDER: z.optional(z.enum(['plausible'])),
      ANALYTICS_URL: z.optional(
        z
          .url({ protocol: /^https?$/ })
          .check(
            z.refine(
              (value) => URL.canParse(value) && !/[?#]/.test(value),
              'must be the address of the Plausible server, e.g. https://plausible.example.com',
            ),
          ),
      ),
      ANALYTICS_SITE: z.optional(
        z.string().check(z.regex(hostName, 'must be the site’s domain as Plausible knows it, e.g. www.example.com')),
      ),
    })
    .check(
      z.refine(
        (env) =>
          [env.SMTP_URL, env.MAIL_TO, env.MAIL_FROM].every((v) => v === undefined) ||
          [env.SMTP_URL, env.MAIL_TO, env.MAIL_FROM].every((v) => v !== undefined),
        {
          message: 'set all of SMTP_URL, MAIL_TO and MAIL_FROM to relay messages by email, or none',
          path: ['SMTP_URL'],
        },
      ),
      z.refine(
        (env) =>
          [env.ANALYTICS_PROVIDER, env.ANALYTICS_URL, env.ANALYTICS_SITE].every((v) => v === undefined) ||
          [env.ANALYTICS_PROVIDER, env.ANALYTICS_URL, env.ANALYTICS_SITE].every((v) => v !== undefined),
        {
          message: 'set all of ANALYTICS_PROVIDER, ANALYTICS_URL and ANALYTICS_SITE to measure visits, or none',
          path: ['ANALYTICS_PROVIDER'],
        },
      ),
      // A page served over HTTPS may not send to plain HTTP: the browser would block every event, silently.
      z.refine((env) => !(env.SITE_URL?.startsWith('https:') && env.ANALYTICS_URL?.startsWith('http:')), {
        message: 'must be https when SITE_URL is (browsers block requests from an HTTPS page to HTTP)',
        path: ['ANALYTICS_URL'],
      }),
    ),
  z.transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    /** Public origin for canonical links and absolute URLs; never taken from the Host header. */
    siteUrl: new URL(env.SITE_URL ?? `http://localhost:${env.PORT}`).origin,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    dataDir: env.DATA_DIR,
    /** PostgreSQL for messages and rate limits (several replicas); absent: SQLite under dataDir. */
    databaseUrl: env.DATABASE_URL ?? null,
    /** How long a shared cache (CDN, proxy) may keep a page; absent: pages are not for shared caches. */
    htmlCacheSeconds: env.HTML_CACHE_SECONDS ?? null,
    /**
     * Email relay of contact messages; absent when not configured. `timeoutSeconds`: longest one email may take;
     * a claim's lease outlasts it.
     */
    mail:
      env.SMTP_URL && env.MAIL_TO && env.MAIL_FROM
        ? { smtpUrl: env.SMTP_URL, to: env.MAIL_TO, from: env.MAIL_FROM, timeoutSeconds: env.MAIL_TIMEOUT_SECONDS }
        : null,
    /** Visit statistics, sent from the browser of a visitor who allowed them; absent: nothing is measured. */
    analytics:
      env.ANALYTICS_PROVIDER && env.ANALYTICS_URL && env.ANALYTICS_SITE
        ? analyticsSettings(env.ANALYTICS_PROVIDER, env.ANALYTICS_URL, env.ANALYTICS_SITE)
        : null,
  })),
);

/**
 * Where the browser sends events and what it says it is: Plausible's event API is `<server>/api/event`
 * (a server behind a path, e.g. a proxy at /stats, keeps its path); its origin is what the CSP allows.
 */
function analyticsSettings(provider: 'plausible', url: string, site: string) {
  const base = new URL(url.endsWith('/') ? url : `${url}/`);
  return { provider, origin: base.origin, endpoint: new URL('api/event', base).href, site: site.toLowerCase() };
}

export type Config = z.output<typeof schema>;

/** The mail relay's settings, as the schema gives them: the SMTP server, both addresses, the send timeout. */
export type MailSettings = NonNullable<Config['mail']>;

export class ConfigError extends Error {}

/** For a command's start: the configuration, or the problems printed and the process ended. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** Parses the environment once at start-up; a bad value throws a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}
