import type { companies } from '../db/schema/index';

/** The company a request's Host names (plugins/company.ts), as every feature reads it from `request.company`. */
export type CompanyRow = typeof companies.$inferSelect;
