import * as esbuild from 'esbuild';
import { JSDOM } from 'jsdom';
import { reactDomAsModule, reactDomClientAsModule } from '#scripts/react-dom-as-module.ts';

/** Bundles a tiny island with the plugin, as the client build does, and returns the script. */
async function bundle(source: string): Promise<string> {
  const result = await esbuild.build({
    stdin: { contents: source, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [reactDomAsModule],
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

describe('React DOM bundled as module code', () => {
  it('keeps react-dom-client out of a CommonJS wrapper', async () => {
    const script = await bundle('import { hydrateRoot } from "react-dom/client"; window.hydrateRoot = hydrateRoot;');
    expect(script).not.toMatch(/require_react_dom_client/);
    expect(script).toMatch(/require_react\b/); // React itself stays CommonJS: it is small.
  });

  it('still hydrates server-rendered markup and handles events', async () => {
    const script = await bundle(`
      import { createElement, useState } from "react";
      import { hydrateRoot } from "react-dom/client";
      function Counter() {
        const [count, setCount] = useState(0);
        return createElement("button", { type: "button", onClick: () => setCount(count + 1) }, String(count));
      }
      hydrateRoot(document.getElementById("island"), createElement(Counter));
    `);
    const dom = new JSDOM('<div id="island"><button type="button">0</button></div>', { runScripts: 'outside-only' });
    dom.window.eval(script);
    const button = dom.window.document.querySelector('button');
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    await settle();
    button?.click();
    await settle();
    expect(button?.textContent).toBe('1');
    dom.window.close();
  });

  it('refuses a react-dom-client whose prologue changed, instead of building a broken bundle', () => {
    expect(() => reactDomClientAsModule('"use strict"; var React = require("react");')).toThrow(
      /no longer starts as expected/,
    );
  });
});
