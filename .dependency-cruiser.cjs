// Import rules that decide on resolved paths (`npm run lint`): import cycles, and which repository
// a file may import. The rules that a written path decides are in eslint.config.js. Type-only
// imports count too: a cycle of types still ties two features together.
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
    {
      name: 'own-feature-repository-only',
      severity: 'error',
      comment:
        "Call the owning feature's service (a *.service.ts), not another feature's repository: one feature owns each table. Any room of a feature may import that feature's repositories.",
      from: { path: '^src/server/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '\\.repository\\.ts$', pathNot: '^src/server/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
