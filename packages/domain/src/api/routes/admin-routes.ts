import { auditCsvQuerySchema, auditPageSchema, auditQuerySchema } from '../../audit/audit-api';
import { reviewReasonSchema } from '../../contracts/admin-contract-review-api';
import { adminContractPageSchema, adminContractsQuerySchema, adminTransitionSchema } from '../../contracts/admin-contracts-api';
import { importConfirmBodySchema, importPreviewSchema, importResultSchema, importTemplateQuerySchema } from '../../employee-import/import-api';
import { employeeProductsInputSchema, employeeProductsSchema } from '../../employees/employee-products-api';
import { employeeRecordSchema } from '../../employees/employee-record-schema';
import {
  employeeAccountStateSchema,
  employeeDetailSchema,
  employeeListQuerySchema,
  employeeOptionsSchema,
  employeePageSchema,
} from '../../employees/employees-api';
import { userLookupQuerySchema, userLookupSchema } from '../../users/user-lookup-api';
import { idParamsSchema } from '../../validation/id-schema';
import { welcomeSentSchema } from '../../welcome/welcome-api';
import type { ApiRouteTable } from '../api-route';
import { fileResponse } from '../file-response';

const admin = ['admin'];
const audit = ['audit'];
const employeeImport = ['employee-import'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The company administrator's area: contract reviews, the audit log, employees and their import.
 * Every /admin route passes the one admin guard (apps/server/src/plugins/admin-guard.ts).
 */
export const adminRoutes = {
  'GET /admin/contracts': {
    operationId: 'listAdminContracts',
    summary: "The company's contracts in one status, a page at a time",
    tags: admin,
    querystring: adminContractsQuerySchema,
    response: { 200: adminContractPageSchema },
  },
  'POST /admin/contracts/:id/approve': {
    operationId: 'approveContract',
    summary: 'Approve a contract under review',
    tags: admin,
    params: idParamsSchema,
    response: { 200: adminTransitionSchema },
  },
  'POST /admin/contracts/:id/cancel': {
    operationId: 'cancelContract',
    summary: 'Cancel a contract, with the reason the employee is e-mailed',
    tags: admin,
    params: idParamsSchema,
    body: reviewReasonSchema,
    response: { 200: adminTransitionSchema },
  },
  'GET /admin/audit': {
    operationId: 'listCompanyAudit',
    summary: "The company's audit log, filtered, newest first",
    tags: audit,
    querystring: auditQuerySchema,
    response: { 200: auditPageSchema },
  },
  'GET /admin/audit/employees/:id': {
    operationId: 'listEmployeeAudit',
    summary: "One employee's audit log, filtered, newest first",
    tags: audit,
    params: idParamsSchema,
    querystring: auditQuerySchema,
    response: { 200: auditPageSchema },
  },
  'GET /admin/audit/csv': {
    operationId: 'exportAuditCsv',
    summary: 'The audit entries matching the filters, as CSV',
    tags: audit,
    querystring: auditCsvQuerySchema,
    response: { 200: fileResponse('The matching entries as a CSV download, newest first.', ['text/csv']) },
  },
  'GET /admin/employees': {
    operationId: 'listEmployees',
    summary: "The company's employees, searched, filtered and sorted, a page at a time",
    tags: admin,
    querystring: employeeListQuerySchema,
    response: { 200: employeePageSchema },
  },
  'POST /admin/employees': {
    operationId: 'createEmployee',
    summary: 'Add an employee',
    tags: admin,
    body: employeeRecordSchema,
    response: { 201: employeeDetailSchema },
  },
  'GET /admin/employees/options': {
    operationId: 'listEmployeeOptions',
    summary: "The choices of an employee's form: legal entities, offices, collectives",
    tags: admin,
    response: { 200: employeeOptionsSchema },
  },
  'GET /admin/employees/:id': {
    operationId: 'getEmployee',
    summary: 'One employee',
    tags: admin,
    params: idParamsSchema,
    response: { 200: employeeDetailSchema },
  },
  'PUT /admin/employees/:id': {
    operationId: 'replaceEmployee',
    summary: "Replace an employee's record",
    tags: admin,
    params: idParamsSchema,
    body: employeeRecordSchema,
    response: { 200: employeeDetailSchema },
  },
  'POST /admin/employees/:id/deactivate': {
    operationId: 'deactivateEmployee',
    summary: 'Deactivate an employee: their sessions end and they cannot log in',
    tags: admin,
    params: idParamsSchema,
    response: { 200: employeeAccountStateSchema },
  },
  'POST /admin/employees/:id/reactivate': {
    operationId: 'reactivateEmployee',
    summary: 'Reactivate an employee',
    tags: admin,
    params: idParamsSchema,
    response: { 200: employeeAccountStateSchema },
  },
  'POST /admin/employees/:id/deprecate-password': {
    operationId: 'deprecateEmployeePassword',
    summary: "Mark an employee's password deprecated: their next login must change it",
    tags: admin,
    params: idParamsSchema,
    response: { 200: employeeAccountStateSchema },
  },
  'GET /admin/employees/:id/products': {
    operationId: 'getEmployeeProducts',
    summary: "The company's products, each on or off for one employee",
    tags: admin,
    params: idParamsSchema,
    response: { 200: employeeProductsSchema },
  },
  'PUT /admin/employees/:id/products': {
    operationId: 'setEmployeeProducts',
    summary: "Switch the company's products on or off for one employee",
    tags: admin,
    params: idParamsSchema,
    body: employeeProductsInputSchema,
    response: { 200: employeeProductsSchema },
  },
  'POST /admin/employees/:id/welcome': {
    operationId: 'sendWelcomeEmail',
    summary: 'Send an employee the welcome e-mail with a link to set their password',
    tags: admin,
    params: idParamsSchema,
    response: { 200: welcomeSentSchema },
  },
  'GET /admin/users/lookup': {
    operationId: 'lookupUsers',
    summary: 'People of the company whose name, e-mail or number has the words typed',
    tags: admin,
    querystring: userLookupQuerySchema,
    response: { 200: userLookupSchema },
  },
  'GET /admin/employees/import/template': {
    operationId: 'getImportTemplate',
    summary: 'The empty employee import file, CSV or XLSX',
    tags: employeeImport,
    querystring: importTemplateQuerySchema,
    response: { 200: fileResponse('The empty import file, headers in the language asked for.', ['text/csv', XLSX_TYPE]) },
  },
  'POST /admin/employees/import/preview': {
    operationId: 'previewImport',
    summary: 'Read an import file (multipart part `file`) and say what importing it would do',
    tags: employeeImport,
    consumes: ['multipart/form-data'],
    response: { 200: importPreviewSchema },
  },
  'POST /admin/employees/import/confirm': {
    operationId: 'confirmImport',
    summary: 'Import the rows of a previewed file',
    tags: employeeImport,
    body: importConfirmBodySchema,
    response: { 200: importResultSchema },
  },
} satisfies ApiRouteTable;
