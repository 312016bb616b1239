import { config } from 'zod/v4/core';

// The browser's `zod`: the build points every `import … from 'zod'` here, so the setting below runs
// before any schema is built, and only in the pages that use zod (the home page does not). zod's
// JIT compiles parsers with `new Function`, which the Content-Security-Policy (no 'unsafe-eval')
// refuses.
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
