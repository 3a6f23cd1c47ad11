/** `npm run dev`: builds the client, then runs the server; `tsx watch` restarts it when a file changes. */
import { build } from '#scripts/build.ts';

await build();
await import('./index');
