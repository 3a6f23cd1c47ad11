import { loadIslands } from '#server/island.tsx';

// The server loads every island's module before its first render (server/index.ts); so does every test.
beforeAll(() => loadIslands());
