import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Express } from 'express';
import { type AppParts, createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';

export const testSiteUrl = 'https://www.example-firm.test';

/** A fresh data folder for one test file's app. */
export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'site-data-'));
}

/** The real application with test configuration and a silent logger; no port is opened. */
export function testApp(env: NodeJS.ProcessEnv = {}, parts: AppParts = {}): Express {
  const config = loadConfig({ SITE_URL: testSiteUrl, LOG_LEVEL: 'silent', DATA_DIR: tempDataDir(), ...env });
  return createApp(config, createLogger(config.logLevel), parts);
}
