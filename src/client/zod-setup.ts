import { config } from 'zod/v4/core';

// Imported first by the client entry, before any schema is built: zod's JIT compiles parsers with
// `new Function`, which the Content-Security-Policy (no 'unsafe-eval') refuses.
config({ jitless: true });
