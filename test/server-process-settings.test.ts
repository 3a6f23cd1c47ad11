import { readFileSync } from 'node:fs';
import { serverEnvironment, serverNodeFlags } from '#scripts/server-process.ts';

// The server runs with the same V8 flags and allocator settings wherever it starts: `npm start`, the image,
// and the measuring scripts (which import them). A change that misses one of them fails here.
const read = (file: string) => readFileSync(file, 'utf8');
const settings = Object.entries(serverEnvironment).map(([name, value]) => `${name}=${value}`);

describe('the server process settings', () => {
  it('are what npm start runs the server with', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(`${settings.join(' ')} node ${serverNodeFlags.join(' ')} scripts/start.mjs`);
  });

  it('are what the image runs the server with', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toContain(`NODE_OPTIONS=${serverNodeFlags.join(' ')} \\\n`);
    for (const setting of settings) expect(dockerfile).toContain(`    ${setting} \\\n`);
  });
});
