import { config } from 'zod/mini';

// As zod-config.ts, for the islands' own copy of zod's small build (vite.config.ts: zodForIslands),
// whose settings are its own: parse without `new Function`, which the CSP forbids. Imported by
// start-islands.tsx before any island builds a schema.
config({ jitless: true });
