import { type Express } from 'express';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';

export const testSiteUrl = 'https://www.example-firm.test';

/** The real application with test configuration and a silent logger; no port is opened. */
export function testApp(env: NodeJS.ProcessEnv = {}): Express {
  const config = loadConfig({ SITE_URL: testSiteUrl, LOG_LEVEL: 'silent', ...env });
  return createApp(config, createLogger(config.logLevel));
}
