import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const schema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    SITE_URL: z
      .url({ protocol: /^https?$/ })
      .refine(
        (value) => URL.canParse(value) && new URL(value).pathname === '/' && !/[?#]/.test(value),
        'must be an origin, e.g. https://example.com',
      )
      .optional(),
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    LOG_LEVEL: z.enum(logLevels).default('info'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .url({
        protocol: /^postgres(ql)?$/,
        error: 'must be a PostgreSQL URL, e.g. postgres://user:password@host:5432/site',
      })
      .optional(),
    HTML_CACHE_SECONDS: z.coerce.number().int().min(1).max(31_536_000).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_TO: z.email().optional(),
    MAIL_FROM: z.string().min(3).optional(),
    MAIL_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  })
  .refine(
    (env) =>
      [env.SMTP_URL, env.MAIL_TO, env.MAIL_FROM].every((v) => v === undefined) ||
      [env.SMTP_URL, env.MAIL_TO, env.MAIL_FROM].every((v) => v !== undefined),
    { message: 'set all of SMTP_URL, MAIL_TO and MAIL_FROM to relay messages by email, or none', path: ['SMTP_URL'] },
  )
  .transform((env) => ({
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
  }));

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
