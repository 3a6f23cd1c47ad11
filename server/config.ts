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
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    /** Public origin for canonical links and absolute URLs; never taken from the Host header. */
    siteUrl: new URL(env.SITE_URL ?? `http://localhost:${env.PORT}`).origin,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    dataDir: env.DATA_DIR,
  }));

export type Config = z.output<typeof schema>;

export class ConfigError extends Error {}

/** Parses the environment once at start-up; a bad value throws a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}
