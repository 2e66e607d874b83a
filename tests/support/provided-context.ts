// What the global setups hand to every test file.
declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory each test file copies. */
    pgliteTemplateDir: string;
    /** The same, then seeded as tests/support/test-seed.ts says. */
    pgliteSeededTemplateDir: string;
    /** The two as archives (`dumpDataDir`) a test file loads into a database in memory. */
    pgliteTemplateDump: string;
    pgliteSeededTemplateDump: string;
    /** The PostgreSQL server's URL (a database on it) and the migrated template database's name. */
    postgresAdminUrl: string;
    postgresTemplateDatabase: string;
    /** The same, then seeded as tests/support/test-seed.ts says. */
    postgresSeededTemplateDatabase: string;
  }
}

export {};
