import * as z from 'zod/mini';
import { coercedInt } from './zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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
    /** Email relay of contact messages; absent when not configured. */
    mail:
      env.SMTP_URL && env.MAIL_TO && env.MAIL_FROM
        ? { smtpUrl: env.SMTP_URL, to: env.MAIL_TO, from: env.MAIL_FROM, timeoutSeconds: env.MAIL_TIMEOUT_SECONDS }
        : null,
  })),
);

export type Config = z.output<typeof schema>;

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
