import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import multipart from '@fastify/multipart';
import { businessClockFrom } from '@flexplan/domain/dates/business-clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { ServiceDeps } from './service-deps';
import { createLocalStorage, type Storage } from './storage/local-storage';
import { errorHandlerPlugin } from './plugins/error-handler';
import { logFormatOf, loggerOptions } from './plugins/log-redaction';
import { redactQueryValues } from './plugins/redact-query';
import { dbPlugin } from './plugins/db';
import { companyPlugin } from './plugins/company';
import { revalidationPlugin } from './plugins/revalidation';
import { inputGuardPlugin } from './plugins/input-guard';
import { apiContractPlugin } from './plugins/api-contract';
import { mailPlugin } from './plugins/mail';
import { housekeepingPlugin } from './plugins/housekeeping';
import { endedSessionsCleanup } from './features/auth/ended-sessions';
import { expiredImportPreviewsCleanup } from './features/employee-import/employee-import.service';
import { securityPlugin } from './plugins/security';
import { webAppPlugin } from './plugins/web-app';
import { findCompanyOfHost, findPublicCompanyOfHost } from './features/company/company.service';
import { findHostSession } from './features/auth/host-session.service';
import { publicRateLimitPlugin } from './plugins/rate-limit';
import { authenticate } from './plugins/auth';
import { healthRoutes } from './features/health/health.routes';
import { companyRoutes } from './features/company/company.routes';
import { publicAuthRoutes, sessionAuthRoutes } from './features/auth/auth.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { menuRoutes } from './features/menu/menu.routes';
import { benefitRoutes } from './features/benefits/benefits.routes';
import { taxRoutes } from './features/tax/tax.routes';
import { taxYearRoutes } from './features/tax/tax-years.routes';
import { familyRoutes } from './features/families/families.routes';
import { bagRoutes } from './features/contracts/bags.routes';
import { bestPlanRoutes } from './features/best-plan/best-plan.routes';
import { contractRoutes } from './features/contracts/contracts.routes';
import { imageRoutes } from './features/storage/images.routes';
import { downloadRoutes, uploadRoutes } from './features/storage/storage.routes';
import { documentRoutes } from './features/documents/documents.routes';
import { myContractsRoutes } from './features/contracts/my-contracts.routes';
import { compensationRoutes } from './features/compensation/compensation.routes';
import { newsRoutes } from './features/news/news.routes';
import { adminNewsRoutes } from './features/news/admin-news.routes';
import { acceptRoutes, contractPdfRoutes, purchaseRoutes } from './features/checkout/checkout.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { adminReviewRoutes } from './features/admin/admin-review.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { employeeRoutes } from './features/employees/employees.routes';
import { platformRoutes } from './features/platform/platform.routes';
import { findActingCompanyId } from './features/platform/platform.service';
import { welcomeRoutes } from './features/welcome/welcome.routes';
import { userLookupRoutes } from './features/user-lookup/user-lookup.routes';
import { employeeImportRoutes } from './features/employee-import/employee-import.routes';
import { companySettingsRoutes } from './features/company-settings/company-settings.routes';
import { structureRoutes } from './features/company-settings/structure.routes';
import { menuItemsRoutes } from './features/company-settings/menu-items.routes';
import { legalTextsAdminRoutes, legalTextsPublicRoutes } from './features/legal-texts/legal-texts.routes';
import { adminScope, refuseUnguardedAdminRoutes } from './plugins/admin-guard';
import { refuseRoutesOffTheTable } from './http/api-route';
import { answerRoutes } from './features/answers/answers.routes';
import { payslipRoutes } from './features/payslip/payslip.routes';
import { devMailApiRoutes, devMailPageRoutes } from './features/mail/dev-mail.routes';
import { e2eRoutes } from './features/e2e/e2e.routes';
import { benchRoutes } from './features/bench/bench.routes';
import './plugins/fastify-types';
import { serverDir } from './server-paths';

export interface AppDeps {
  config: Config;
  database: Database;
  storage?: Storage;
  /** Where the built web app is; null serves the API only. */
  webRoot?: string | null;
  /** The clock the business rules read ("today" in Europe/Madrid); tests fix it. */
  now?: () => Date;
  /** Where the log goes (stdout by default); tests read it. */
  logStream?: DestinationStream;
}

const defaultWebRoot = path.resolve(serverDir, '../web/dist');

/** Builds the server: plugins and features, no side effects on import, nothing listening yet. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  // A person reading the terminal gets one line per API request, not two JSON lines for every file.
  const isPretty = !deps.logStream && logFormatOf(config) === 'pretty';
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    ...(isPretty ? { logController: new LogController({ disableRequestLogging: true }) } : {}),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    forceCloseConnections: 'idle',
  });
  app.decorate('config', config);
  app.decorate('clock', businessClockFrom(deps.now ?? (() => new Date())));
  app.decorate('storage', deps.storage ?? createLocalStorage(path.join(config.dataDir, 'storage')));
  app.decorateRequest('sessionUser', null);
  if (isPretty) {
    app.addHook('onResponse', async (request, reply) => {
      if (request.url.startsWith('/api/'))
        request.log.info(`${request.method} ${redactQueryValues(request.url)} → ${reply.statusCode} (${Math.round(reply.elapsedTime)} ms)`);
    });
  }

  await app.register(errorHandlerPlugin);
  await app.register(dbPlugin, { database: deps.database });
  await app.register(securityPlugin);
  // Every request's company, and session, from the database: the features that own them look them up.
  const lookupDeps = { db: deps.database.db, config };
  await app.register(companyPlugin, {
    companyOf: (host) => findCompanyOfHost(lookupDeps, host),
    sessionOf: (host, token) => findHostSession(lookupDeps, host, token),
  });
  await app.register(revalidationPlugin);
  await app.register(inputGuardPlugin);
  await app.register(apiContractPlugin, { docsUi: config.NODE_ENV !== 'production' });
  await app.register(mailPlugin);
  // The features' clean-ups; the plugin imports none of them (docs/architecture.md, "Layers and boundaries").
  await app.register(housekeepingPlugin, {
    tasks: [endedSessionsCleanup(app.database.db), expiredImportPreviewsCleanup({ clock: app.clock, storage: app.storage })],
  });
  // Per-route limits come from the folder rules; this is the ceiling for any part.
  await app.register(multipart, { limits: { fileSize: 100 * 1024 * 1024, files: 1, fields: 10 } });

  const serviceDeps: ServiceDeps = { db: app.database.db, clock: app.clock, mail: app.mail, storage: app.storage, config: app.config };

  refuseUnguardedAdminRoutes(app);
  refuseRoutesOffTheTable(app);
  await app.register(
    async (api) => {
      await api.register(publicRateLimitPlugin);
      await api.register(healthRoutes);
      await api.register(companyRoutes);
      await api.register(imageRoutes);
      await api.register(downloadRoutes);
      await api.register(acceptRoutes);
      await api.register(publicAuthRoutes);
      await api.register(legalTextsPublicRoutes);
      await api.register(async (authed) => {
        // Before the schema: a request without a session is a 401 whatever it sends, as when routes parsed their own input.
        authed.addHook('preValidation', authenticate);
        authed.addHook('onRoute', (route) => {
          route.config = { ...route.config, withSession: true };
        });
        await authed.register(sessionAuthRoutes);
        await authed.register(profileRoutes);
        await authed.register(menuRoutes);
        await authed.register(benefitRoutes);
        await authed.register(taxRoutes);
        await authed.register(familyRoutes);
        await authed.register(bagRoutes);
        await authed.register(bestPlanRoutes);
        await authed.register(uploadRoutes);
        await authed.register(documentRoutes);
        await authed.register(myContractsRoutes);
        await authed.register(contractPdfRoutes);
        await authed.register(compensationRoutes);
        await authed.register(newsRoutes);
        await authed.register(purchaseRoutes);
        // Every /api/admin route passes the one admin guard (plugins/admin-guard.ts); start-up refuses one registered elsewhere.
        // The routes' paths come whole from the route table (/admin/…), so the scope adds no prefix.
        await authed.register(async (admin) => {
          await adminScope(admin, { actingCompanyOf: (sessionId) => findActingCompanyId(app.database.db, sessionId) });
          await admin.register(adminRoutes);
          await admin.register(adminReviewRoutes);
          await admin.register(auditRoutes);
          await admin.register(employeeRoutes);
          await admin.register(platformRoutes);
          await admin.register(welcomeRoutes);
          await admin.register(userLookupRoutes);
          await admin.register(employeeImportRoutes);
          await admin.register(companySettingsRoutes);
          await admin.register(structureRoutes);
          await admin.register(menuItemsRoutes);
          await admin.register(adminNewsRoutes);
          await admin.register(legalTextsAdminRoutes);
          await admin.register(taxYearRoutes);
        });
        await authed.register(answerRoutes);
        await authed.register(payslipRoutes);
        await authed.register(contractRoutes);
      });
      if (config.NODE_ENV !== 'production') await api.register(devMailApiRoutes);
      // The browser suite's fresh employees (config.ts refuses the flag in production).
      if (config.E2E_TEST_API) await api.register(e2eRoutes);
    },
    { prefix: '/api' },
  );
  // `npm run bench`'s ceilings and counters (BENCH_MODE): beside the /api scope above, so that the
  // public rate limit's SQL is not part of the ceiling.
  if (config.BENCH_MODE) await app.register(benchRoutes, { prefix: '/api' });
  if (config.NODE_ENV !== 'production') await app.register(devMailPageRoutes);

  await app.register(webAppPlugin, {
    root: deps.webRoot === undefined ? (config.WEB_DIST ?? defaultWebRoot) : deps.webRoot,
    // index.html carries the Host's company, saving the web app that round trip.
    companyOf: (request) => findPublicCompanyOfHost(serviceDeps, request.headers.host),
  });
  return app;
}
