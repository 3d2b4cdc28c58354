import pg from 'pg';
import { withDatabase } from './global-setup';

/** The PostgreSQL template of a test run, as global-setup.ts provides it. */
export interface PostgresTemplate {
  templateUrl: string;
  adminUrl: string;
}

/**
 * Creates database `name` as a copy of the run's seeded template and returns its URL. PostgreSQL
 * refuses to copy a template while any other session is connected to it, so the copying session
 * connects to the run's own database, never to the template: two test workers copying at once
 * would otherwise each fail the other's copy ("source database … is being accessed by other users").
 */
export async function copyOfTemplate(source: PostgresTemplate, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: source.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${new URL(source.templateUrl).pathname.slice(1)}`);
  } finally {
    await admin.end();
  }
  return withDatabase(source.templateUrl, name);
}
