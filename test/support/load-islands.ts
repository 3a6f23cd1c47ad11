import { loadIslands } from '#server/island.tsx';

// The server loads every island's module before its first render (server/index.ts); so does every suite that
// renders a page: test/support/app.ts imports this, and a suite rendering islands without the site does too.
beforeAll(() => loadIslands());
