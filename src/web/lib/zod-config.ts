import { config } from 'zod';

// zod compiles object parsers with `new Function` when it may, and probes for that when the first
// object schema is built; the CSP forbids eval, so the probe itself is reported as a violation.
// Parse without it. vite.config.ts puts this module in zod's own chunk, so it runs before any
// schema is built (chunks imported by main.tsx run before main.tsx's own imports would). The
// islands' copy of zod's small build is configured the same way by zod-mini-config.ts.
config({ jitless: true });
