// Import cycles, checked on resolved paths (`npm run lint`); the other import rules are in
// eslint.config.js. Type-only imports count too: a cycle of types still ties two features together.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'No import cycles: move the shared piece down (to src/shared or the owning service).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
