import { TestEnvironment } from 'jest-environment-node';
import { JSDOM } from 'jsdom';

/**
 * Jest's node environment, with jsdom's JSDOM class on the suite's global for test/support/dom.ts. Loaded here,
 * jsdom's ~500 modules are read once per worker; imported by the helper, they were read again for every suite
 * that parses a page (0.3 s each, about a tenth of the fast tier). Its windows are made per page as before.
 */
export default class NodeEnvironmentWithJsdom extends TestEnvironment {
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    this.global.JSDOM = JSDOM;
  }
}
