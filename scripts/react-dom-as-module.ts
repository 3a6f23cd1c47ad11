/**
 * esbuild plugin: bundles React DOM's client as module code instead of inside esbuild's CommonJS wrapper.
 *
 * Why: React ships CommonJS only, and esbuild wraps a CommonJS file in one function. For react-dom-client
 * (≈200 KB) that function is parsed and compiled lazily, on the main thread, the moment it first runs:
 * one 50–150 ms task on every page load before any island can hydrate (a 200–600 ms task on Lighthouse's
 * 4× slower mobile CPU). As top-level module code, the browser compiles it together with the script and
 * the only main-thread work left is running its short top-level statements. Measured in docs/decisions/002.
 *
 * The file's head is checked exactly, so a React upgrade that changes it fails the build instead of
 * producing a broken bundle.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Plugin } from 'esbuild';

// Resolved from the project root (this file also runs under Jest, as CommonJS).
const require = createRequire(path.resolve('package.json'));

/** The CommonJS prologue of react-dom-client.production.js, as React 19 writes it. */
const prologue =
  /"use strict";\s*var Scheduler = require\("scheduler"\),\s*React = require\("react"\),\s*ReactDOM = require\("react-dom"\);/;

/** Turns the production CommonJS source into an ES module with the same three exports. */
export function reactDomClientAsModule(source: string): string {
  if (!prologue.test(source))
    throw new Error('react-dom-as-module: react-dom-client.production.js no longer starts as expected');
  const body = source.replace(
    prologue,
    'import Scheduler from "scheduler"; import React from "react"; import ReactDOM from "react-dom"; const exports = {};',
  );
  return `${body}\nexport const createRoot = exports.createRoot, hydrateRoot = exports.hydrateRoot, version = exports.version;\n`;
}

export const reactDomAsModule: Plugin = {
  name: 'react-dom-as-module',
  setup(build) {
    build.onResolve({ filter: /^react-dom\/client$/ }, () => ({
      path: 'react-dom/client',
      namespace: 'react-dom-module',
    }));
    build.onLoad({ filter: /.*/, namespace: 'react-dom-module' }, () => {
      // The package's exports map hides cjs/: find it next to the package's own entry.
      const file = path.join(path.dirname(require.resolve('react-dom')), 'cjs/react-dom-client.production.js');
      return {
        contents: reactDomClientAsModule(readFileSync(file, 'utf8')),
        loader: 'js',
        resolveDir: path.dirname(file),
      };
    });
  },
};
