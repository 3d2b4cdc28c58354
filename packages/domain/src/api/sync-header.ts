/**
 * A write's answer carries, in this header, the sync its server waited for before answering
 * (`instance:sequence`); the web app hands the last one back on its next requests. A process that
 * has not yet seen that sync answers them from PostgreSQL rather than from what it keeps, so a
 * client reads its own write on any process of a scale-out (docs/decisions/374-a-client-reads-its-own-write-on-any-process.md).
 */
export const syncHeader = 'flexplan-sync';
