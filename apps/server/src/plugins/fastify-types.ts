import type { BusinessClock } from '@flexplan/domain/dates/business-clock';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Storage } from '../storage/local-storage';
import type { MailService } from '../mail/mail-service';
import type { Housekeeping } from './housekeeping';
import type { DatabaseOutage } from './database-outage';
import type { CompanyRow } from '../http/request-company';
import type { SessionUser } from '../http/session-user';
import type { ReadVersions } from '../http/host-session';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    storage: Storage;
    mail: MailService;
    /** Hourly clean-up of ended sessions and reset tokens (plugins/housekeeping.ts). */
    housekeeping: Housekeeping;
    /** Logs the start and end of a PostgreSQL outage once each (plugins/database-outage.ts). */
    databaseOutage: DatabaseOutage;
    /** The business clock: now, Madrid's today and plan year; tests fix it (AppDeps.now). */
    clock: BusinessClock;
  }
  interface FastifyRequest {
    /** The company of the Host header; null when the host names none (set by the company plugin). */
    company: CompanyRow | null;
    /** The user of the bearer token's live session, read with the company on session routes (plugins/company.ts). */
    tokenUser: SessionUser | null;
    /** The versions read with the token's session (plugins/company.ts); what a revalidated read's ETag is made of. */
    readVersions: ReadVersions | null;
    /** The logged-in user (set by the auth hook on authenticated routes). */
    sessionUser: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Routes a restricted session (incomplete profile, deprecated password) may still call. */
    allowRestricted?: boolean;
    /** Answers without looking up the Host's company (the health check must answer while the database is down). */
    withoutCompany?: boolean;
    /** A route of the session scope (app.ts): its company is read with the token's session. */
    withSession?: boolean;
  }
}
