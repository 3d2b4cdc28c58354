import { taxYearSchema } from '../../tax/tax-year-schema';
import { taxRulesQuerySchema, taxRulesSchema, taxYearListSchema, taxYearParamsSchema } from '../../tax/tax-years-api';
import type { ApiRouteTable } from '../api-route';

const taxYears = ['tax-years'];

/**
 * The tax years as data (docs/product/tax-rules.md; docs/decisions/432-tax-years-read-from-the-rows.md):
 * the platform operator lists, edits and copies them; every session reads the rules a year is computed with.
 */
export const taxYearRoutes = {
  'GET /profile/tax-rules': {
    operationId: 'getTaxRules',
    summary: 'The tax parameters a plan year is computed with, and whose year they are',
    tags: ['tax'],
    querystring: taxRulesQuerySchema,
    response: { 200: taxRulesSchema },
  },
  'GET /admin/platform/tax-years': {
    operationId: 'listTaxYears',
    summary: 'Every tax year with its own parameters, and the plan years that use an earlier one',
    tags: taxYears,
    response: { 200: taxYearListSchema },
  },
  'GET /admin/platform/tax-years/:year': {
    operationId: 'getTaxYear',
    summary: "One year's tax parameters (an earlier year's when it has none of its own)",
    tags: taxYears,
    params: taxYearParamsSchema,
    response: { 200: taxRulesSchema },
  },
  'PUT /admin/platform/tax-years/:year': {
    operationId: 'updateTaxYear',
    summary: "Change a year's own tax parameters (audited)",
    tags: taxYears,
    params: taxYearParamsSchema,
    body: taxYearSchema,
    response: { 200: taxRulesSchema },
  },
  'POST /admin/platform/tax-years/:year/copy': {
    operationId: 'copyTaxYear',
    summary: "Start the next year as a copy of this year's parameters (audited); 409 when it has its own",
    tags: taxYears,
    params: taxYearParamsSchema,
    response: { 201: taxRulesSchema },
  },
} satisfies ApiRouteTable;
