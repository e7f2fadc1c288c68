/**
 * Every table of the database: ./schema.ts and the feature files beside it. A feature file imports
 * the tables it references from ./schema.ts, so schema.ts cannot re-export it (an import circle,
 * which `npm run cycles` refuses); this file gathers them for Drizzle (./index.ts, drizzle-kit).
 */
export * from './schema';
export * from './schemaTeam';
export * from './schemaActivity';
export * from './schemaCheckins';
export * from './schemaCollectives';
export * from './schemaEvents';
export * from './schemaFeed';
export * from './schemaVerification';
export * from './schemaLibrary';
export * from './schemaMarketplace';
export * from './schemaTrends';
