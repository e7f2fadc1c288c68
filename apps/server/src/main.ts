/**
 * Starts the server from environment variables (see README): opens the database (PGlite under
 * DATA_DIR unless DATABASE_URL is set), migrates, seeds an empty database with demo data, listens,
 * and shuts down gracefully on SIGTERM/SIGINT (in-flight requests finish, the database closes).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { PAGES_MANIFEST } from './plugins/pagesManifest';
import { EMBED_LOADER_FILE, EMBED_PAGE_FILES } from './routes/embedPages';
import { startPartnerDemo, type PartnerDemo } from './partnerDemo';
import { DEMO_PUBLISHABLE_KEY } from './services/partners';
import { seedIfEmpty } from './seed';

const config = loadConfig();
// `npm start` builds the reference app beside the server: serve it on the same origin by default.
const referenceBuild = fileURLToPath(new URL('../../reference/dist', import.meta.url));
if (config.webDir === undefined && existsSync(join(referenceBuild, PAGES_MANIFEST))) {
  config.webDir = referenceBuild;
} else if (config.webDir === undefined && existsSync(referenceBuild)) {
  console.warn(
    `${referenceBuild} has no ${PAGES_MANIFEST} (a build from before it was written): serving the API only; build the app again to serve it (npx turbo run build --filter=@hireloop/reference)`,
  );
}
// And the widgets build beside it (issue 15): the /embed/v1 pages partner sites load.
const widgetsBuild = fileURLToPath(new URL('../../../packages/widgets/dist', import.meta.url));
if (config.embedDir === undefined && existsSync(widgetsBuild)) {
  const missing = [EMBED_LOADER_FILE, ...Object.values(EMBED_PAGE_FILES)].filter(
    (file) => !existsSync(join(widgetsBuild, file)),
  );
  if (missing.length === 0) config.embedDir = widgetsBuild;
  else
    console.warn(
      `${widgetsBuild} lacks ${missing.join(', ')}: the /embed pages answer 404; build the widgets again (npx turbo run build --filter=@hireloop/widgets)`,
    );
}
const app = await buildApp(config);

if (config.seedOnStart) {
  const started = performance.now();
  const seeded = await seedIfEmpty(app.db, {
    log: app.log,
    scrypt: config.scrypt,
    storage: app.services.storage,
  });
  if (seeded)
    app.log.info(
      {
        accounts: seeded.accounts,
        seedMs: Math.round(performance.now() - started),
        transactionMs: seeded.ms,
      },
      'seeded demo data into an empty database',
    );
}

await app.listen({ port: config.port, host: config.host });

// The partner demo page on a second origin (issue 15), with the demo partner registered for it.
let partnerDemo: PartnerDemo | undefined;
if (config.partnerDemoPort !== null && config.embedDir) {
  partnerDemo = await startPartnerDemo({
    port: config.partnerDemoPort,
    host: config.host,
    appOrigin: config.appOrigin,
    publishableKey: DEMO_PUBLISHABLE_KEY,
  });
  await app.services.partners.ensureDemoPartner(partnerDemo.origin);
}

console.log(
  `\nHireloop ${config.webDir ? 'app and API' : 'API'} on ${config.appOrigin} (database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`,
);
console.log(
  `Demo accounts (password "hireloop-demo"): employer@hireloop.dev, talent@hireloop.dev, admin@hireloop.dev`,
);
console.log(
  partnerDemo
    ? `Partner demo (the embeddable widgets on another origin): ${partnerDemo.origin}\n`
    : '',
);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    Promise.all([app.close(), partnerDemo?.close()]).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
