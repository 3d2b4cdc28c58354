import type { BusinessClock } from '@flexplan/domain/dates/business-clock';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Storage } from './storage/local-storage';
import type { MailService } from './mail/mail-service';

/**
 * What a service may reach (DESIGN.md, "Routes are thin"): the database, the business clock,
 * the outgoing mail, the file storage and the configuration — never the Fastify instance, so a
 * service runs the same from a route, a job or a test. Each takes the part it needs (`Pick`).
 */
export interface ServiceDeps {
  db: Db;
  clock: BusinessClock;
  mail: MailService;
  storage: Storage;
  config: Config;
}
