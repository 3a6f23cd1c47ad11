import { readFileSync } from 'node:fs';

// One Node.js version everywhere: CI runs the one .node-version names, the image is built from it, npm
// accepts it, and the server bundle is compiled for it. A bump that misses one of them fails here.
const read = (file: string) => readFileSync(file, 'utf8');
const wanted = read('.node-version').trim();
const major = wanted.split('.')[0];

describe('the Node.js version', () => {
  it('is a full version number', () => {
    expect(wanted).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('is the one the Docker image is built from', () => {
    expect(read('Dockerfile')).toContain(`ARG NODE_VERSION=${wanted}\n`);
    expect(read('Dockerfile').match(/^FROM node:.*$/gm)).toEqual([
      'FROM node:${NODE_VERSION}-bookworm-slim AS toolchain',
      'FROM node:${NODE_VERSION}-bookworm-slim AS runtime',
    ]);
  });

  it('is the major version package.json and its lock accept', () => {
    const engines = (file: string): unknown => {
      const json: { engines?: { node?: string }; packages?: Record<string, { engines?: { node?: string } }> } =
        JSON.parse(read(file));
      return json.engines?.node ?? json.packages?.['']?.engines?.node;
    };
    expect(engines('package.json')).toMatch(new RegExp(`^\\^${major}\\.`));
    expect(engines('package-lock.json')).toBe(engines('package.json'));
  });

  it('is the target the server bundle is compiled for', () => {
    expect(read('scripts/build.ts')).toContain(`target: 'node${major}',`);
  });
});
