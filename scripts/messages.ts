/**
 * The firm reads its contact messages: `npm run --silent messages` (a table), `-- --json`, `-- --csv`.
 * Reads DATA_DIR like the server.
 */
import { loadConfig } from '../server/config';
import { MessageStore, type StoredMessage } from '../server/contact/message-store';

const columns = ['id', 'createdAt', 'lang', 'name', 'email', 'phone', 'company', 'message', 'status'] as const;

function csvCell(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  // Cells that a spreadsheet would run as a formula are prefixed with a quote (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function table(messages: StoredMessage[]): string {
  if (messages.length === 0) return 'No messages yet.\n';
  return messages
    .map((m) =>
      [
        `#${m.id}  ${m.createdAt}  [${m.lang}]  ${m.status}`,
        `From:    ${m.name} <${m.email}>${m.phone ? `  ${m.phone}` : ''}${m.company ? `  (${m.company})` : ''}`,
        ...m.message.split('\n').map((line) => `  ${line}`),
      ].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}

function main(): void {
  const format = process.argv.includes('--json') ? 'json' : process.argv.includes('--csv') ? 'csv' : 'table';
  const store = new MessageStore(loadConfig().dataDir);
  const messages = store.all();
  store.close();
  if (format === 'json') {
    const rows = messages.map((m) => Object.fromEntries(columns.map((c) => [c, m[c] ?? null])));
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  } else if (format === 'csv') {
    const lines = [columns.join(','), ...messages.map((m) => columns.map((c) => csvCell(m[c])).join(','))];
    process.stdout.write(`${lines.join('\r\n')}\r\n`);
  } else {
    process.stdout.write(table(messages));
  }
}

main();
