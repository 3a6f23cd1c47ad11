import { spawnSync } from 'node:child_process';
import { ConfigError, loadConfig } from '#server/config.ts';

describe('configuration', () => {
  it('has sensible defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      siteUrl: 'http://localhost:3000',
      trustProxy: 0,
      logLevel: 'info',
      dataDir: './data',
      databaseUrl: null,
      htmlCacheSeconds: null,
      mail: null,
      analytics: null,
    });
  });

  it('derives the default SITE_URL from PORT', () => {
    expect(loadConfig({ PORT: '4000' }).siteUrl).toBe('http://localhost:4000');
  });

  it('keeps SITE_URL as an origin without a trailing slash', () => {
    expect(loadConfig({ SITE_URL: 'https://www.firm.example/' }).siteUrl).toBe('https://www.firm.example');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['SITE_URL', 'not a url'],
    ['SITE_URL', 'ftp://firm.example'],
    ['SITE_URL', 'https://firm.example/path'],
    ['TRUST_PROXY', '-1'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://user@db/site'],
    ['DATABASE_URL', 'postgres//missing-colon'],
    ['HTML_CACHE_SECONDS', '0'],
    ['HTML_CACHE_SECONDS', 'a day'],
  ])('rejects %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  describe('visit statistics', () => {
    const plausible = {
      ANALYTICS_PROVIDER: 'plausible',
      ANALYTICS_URL: 'https://plausible.example.com',
      ANALYTICS_SITE: 'www.example.com',
    };

    it('are off unless configured', () => {
      expect(loadConfig({ SITE_URL: 'https://www.example.com' }).analytics).toBeNull();
    });

    it('send to the Plausible server’s event API, allowing only its origin', () => {
      expect(loadConfig({ SITE_URL: 'https://www.example.com', ...plausible }).analytics).toEqual({
        provider: 'plausible',
        origin: 'https://plausible.example.com',
        endpoint: 'https://plausible.example.com/api/event',
        site: 'www.example.com',
      });
    });

    it('keep the path of a server behind a proxy', () => {
      const config = loadConfig({ ...plausible, ANALYTICS_URL: 'https://www.example.com/stats/' });
      expect(config.analytics?.endpoint).toBe('https://www.example.com/stats/api/event');
      expect(config.analytics?.origin).toBe('https://www.example.com');
    });

    it.each([
      ['ANALYTICS_PROVIDER', { ...plausible, ANALYTICS_PROVIDER: 'google' }],
      ['ANALYTICS_URL', { ...plausible, ANALYTICS_URL: 'plausible.example.com' }],
      ['ANALYTICS_URL', { ...plausible, ANALYTICS_URL: 'https://plausible.example.com/?site=x' }],
      ['ANALYTICS_SITE', { ...plausible, ANALYTICS_SITE: 'https://www.example.com/' }],
      ['ANALYTICS_PROVIDER', { ANALYTICS_PROVIDER: 'plausible' }],
      ['ANALYTICS_PROVIDER', { ANALYTICS_URL: plausible.ANALYTICS_URL, ANALYTICS_SITE: plausible.ANALYTICS_SITE }],
      [
        'ANALYTICS_URL',
        { ...plausible, SITE_URL: 'https://www.example.com', ANALYTICS_URL: 'http://plausible.example.com' },
      ],
    ])('reject a wrong or partial setting, naming %s', (name, env) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(name);
    });
  });

  it('takes a PostgreSQL URL with its TLS settings as given', () => {
    const url = 'postgresql://site:secret@db.internal:5432/site?sslmode=verify-full&sslrootcert=/run/ca.pem';
    expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  it('stops the server with a clear message before it listens', () => {
    const result = spawnSync(process.execPath, ['dist/server/index.js'], {
      env: { ...process.env, PORT: 'not-a-port' },
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT');
    expect(result.stdout).not.toContain('listening');
  });
});
