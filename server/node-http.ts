import type * as Http from 'node:http';

/**
 * node:http's values, taken from Node's own module table instead of an ES import. Importing node:http as an
 * ES module makes Node (22) build its ES facade, which reads every export, the lazy `WebSocket` getter too,
 * and so loads undici and its WebAssembly HTTP parser: ~10 MB of memory for a client this server never uses
 * (docs/decisions/005-memory.md). Types still come from `import type`.
 */
const http = process.getBuiltinModule('node:http');

export const { createServer, IncomingMessage, ServerResponse } = http;
export type IncomingMessage = Http.IncomingMessage;
export type ServerResponse = Http.ServerResponse;
