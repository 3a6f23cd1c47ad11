/**
 * The firm reads and erases its contact messages (after a build, with the server's DATA_DIR):
 *   npm run --silent messages                 a readable list
 *   npm run --silent messages -- --json       a JSON array
 *   npm run --silent messages -- --csv        CSV for a spreadsheet
 *   npm run --silent messages -- --delete ID  erase one message (a visitor asked to be forgotten)
 *   npm run --silent messages -- --purge      erase every message past the retention period
 *   npm run --silent messages -- --export-to postgres://…   copy every message into PostgreSQL (a move)
 * It reads the store the server uses: PostgreSQL with DATABASE_URL, else SQLite under DATA_DIR.
 */
import { loadConfigOrExit } from '#server/config.ts';
import { type MessageStore, type StoredMessage } from '#server/contact/message-store.ts';
import { openStorage } from '#server/contact/open-store.ts';
import { PostgresMessageStore } from '#server/contact/postgres-store.ts';
import { retentionCutoff, retentionMonths } from '#server/contact/retention.ts';
import { chosen } from '#server/contact/topic-labels.ts';
import { visibleLine } from '#server/contact/visible-text.ts';
import { csv, printable } from './message-text';

const columns = [
  'id',
  'createdAt',
  'lang',
  'name',
  'email',
  'phone',
  'company',
  'topic',
  'callTime',
  'message',
  'status',
  'lastError',
] as const;

/** What the visitor chose, as the form named it: a line each, none when nothing was chosen. */
function choiceLines(m: StoredMessage): string[] {
  const { topic, callTime } = chosen(m);
  return [topic ? `About:   ${topic}` : '', callTime ? `Call:    ${callTime}` : ''].filter(Boolean);
}

function table(messages: StoredMessage[]): string {
  if (messages.length === 0) return 'No messages.\n';
  return messages
    .map((m) =>
      [
        `#${m.id}  ${m.createdAt}  [${m.lang}]  ${m.status}${m.status === 'failed' ? ` (the mail server refused it: ${m.lastError ?? 'no reason given'})` : ''}`,
        visibleLine(
          `From:    ${m.name} <${m.email}>${m.phone ? `  ${m.phone}` : ''}${m.company ? `  (${m.company})` : ''}`,
        ),
        ...choiceLines(m),
        ...m.message.split('\n').map((line) => `  ${line}`),
      ]
        .map(printable)
        .join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}

async function run(store: MessageStore, args: string[]): Promise<number> {
  const deleteAt = args.indexOf('--delete');
  if (deleteAt !== -1) {
    const id = Number(args[deleteAt + 1]);
    if (!Number.isSafeInteger(id) || id <= 0) {
      process.stderr.write('--delete needs a message id, e.g. --delete 12\n');
      return 2;
    }
    const deleted = await store.delete(id);
    process.stdout.write(deleted ? `Deleted message #${id}.\n` : '');
    if (!deleted) process.stderr.write(`No message #${id}.\n`);
    return deleted ? 0 : 1;
  }
  const exportAt = args.indexOf('--export-to');
  if (exportAt !== -1) {
    const url = args[exportAt + 1] ?? '';
    if (!/^postgres(ql)?:\/\//.test(url)) {
      process.stderr.write('--export-to needs a PostgreSQL URL, e.g. --export-to "$DATABASE_URL"\n');
      return 2;
    }
    const target = await PostgresMessageStore.open(url);
    try {
      const messages = await store.list();
      const added = await target.importMessages(messages);
      process.stdout.write(
        `Copied ${added} of ${messages.length} message(s) into PostgreSQL (${messages.length - added} were there already).\n`,
      );
    } finally {
      await target.close();
    }
    return 0;
  }
  if (args.includes('--purge')) {
    const erased = await store.purgeBefore(retentionCutoff(new Date()));
    process.stdout.write(`Erased ${erased} message(s) older than ${retentionMonths} months.\n`);
    return 0;
  }
  const messages = await store.list();
  if (args.includes('--json')) {
    const rows = messages.map((m) => Object.fromEntries(columns.map((c) => [c, m[c] ?? null])));
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  } else if (args.includes('--csv')) {
    process.stdout.write(csv([columns, ...messages.map((m) => columns.map((c) => m[c]))]));
  } else {
    process.stdout.write(table(messages));
  }
  return 0;
}

async function main(): Promise<void> {
  const store = (await openStorage(loadConfigOrExit())).messages;
  try {
    process.exitCode = await run(store, process.argv.slice(2));
  } finally {
    await store.close();
  }
}

await main();
