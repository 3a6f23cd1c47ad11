import { execFileSync } from 'node:child_process';
import { MessageStore } from '../server/contact/message-store';
import { tempDataDir } from './support/app';

function run(dataDir: string, ...args: string[]): string {
  return execFileSync(process.execPath, ['dist/cli/messages.js', ...args], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
}

describe('the messages command', () => {
  const dataDir = tempDataDir();
  const store = new MessageStore(dataDir);
  store.save('sq', { name: 'Arta, "A."', email: 'arta@example.com', phone: '+383 44 555 666', message: 'Line one\nLine two' }, 'UA');
  store.save('en', { name: '=HYPERLINK("x")', email: 'b@example.com', company: 'Acme', message: 'Hello there, team.' }, 'UA');
  store.close();

  it('prints a JSON array of the stored messages', () => {
    const rows = JSON.parse(run(dataDir, '--json')) as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id: 1, lang: 'sq', name: 'Arta, "A."', email: 'arta@example.com', phone: '+383 44 555 666', company: null });
    expect(rows[0]).toHaveProperty('createdAt');
    expect(rows[1]).toMatchObject({ message: 'Hello there, team.', company: 'Acme' });
  });

  it('prints CSV a spreadsheet opens safely', () => {
    const csv = run(dataDir, '--csv');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('id,createdAt,lang,name,email,phone,company,message,status');
    expect(csv).toContain('"Arta, ""A."""');
    expect(csv).toContain('"Line one\nLine two"');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('prints a readable table by default', () => {
    const text = run(dataDir);
    expect(text).toContain('#1');
    expect(text).toContain('From:    Arta, "A." <arta@example.com>  +383 44 555 666');
  });
});
