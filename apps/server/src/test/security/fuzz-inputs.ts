import { employeeProductsInputSchema } from '@flexplan/domain/employees/employee-products-api';
import {
  cookieConsentBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  passwordChangeSchema,
  resetPasswordBodySchema,
  resetPasswordQuerySchema,
} from '@flexplan/domain';
import { auditCsvQuerySchema, auditQuerySchema } from '@flexplan/domain/audit/audit-api';
import { adminDocumentQuerySchema, bulkApproveSchema, reviewFileParamsSchema, reviewReasonSchema } from '@flexplan/domain/contracts/admin-contract-review-api';
import { adminContractsQuerySchema } from '@flexplan/domain/contracts/admin-contracts-api';
import { employeeRecordSchema } from '@flexplan/domain/employees/employee-record-schema';
import { employeeListQuerySchema } from '@flexplan/domain/employees/employees-api';
import { companyMaintenanceSchema, newCompanySchema } from '@flexplan/domain/company/new-company-api';
import { userLookupQuerySchema } from '@flexplan/domain/users/user-lookup-api';
import { taxYearSchema } from '@flexplan/domain/tax/tax-year-schema';
import { taxRulesQuerySchema, taxYearParamsSchema } from '@flexplan/domain/tax/tax-years-api';
import { taxYear2026 } from '@flexplan/domain/tax/years/2026';
import { importConfirmBodySchema, importTemplateQuerySchema } from '@flexplan/domain/employee-import/import-api';
import { companyMaintenanceInputSchema, companySettingsInputSchema } from '@flexplan/domain/company/company-settings-api';
import { structureMergeSchema, structureNameSchema } from '@flexplan/domain/company/company-structure-api';
import { menuItemInputSchema, menuItemsOrderSchema } from '@flexplan/domain/company/menu-items-api';
import { newsInputSchema } from '@flexplan/domain/news/admin-news-api';
import { legalTextInputSchema, legalTextParamsSchema } from '@flexplan/domain/company/company-legal-texts-api';
import { bestPlanRequestSchema } from '@flexplan/domain/best-plan/best-plan-api';
import { contractBodySchema, contractIdParamsSchema } from '@flexplan/domain/catalogue';
import { payslipPdfQuerySchema, payslipQuerySchema } from '@flexplan/domain/payslip/payslip-api';
import { onboardingTourBodySchema } from '@flexplan/domain/profile/profile-api';
import { employeeFormSchema, familyEditSchema, familyListSchema, productSwitchSchema, userFormSchema } from '@flexplan/domain/profile/profile-schemas';
import { z } from 'zod';

/** Who calls a fuzzed route: nobody (public), an employee (laura), acme's administrator or the platform operator. */
export type FuzzCaller = 'public' | 'employee' | 'admin' | 'operator';

/**
 * What a route takes, as the fuzzer generates it: the domain's schema where the route uses one,
 * otherwise the shape the route reads (the route's own schema is private to it). `multipart` is
 * an upload. A route that takes nothing says so with `{ caller }` alone.
 */
export interface FuzzInput {
  caller: FuzzCaller;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | 'multipart';
  /** A request the route accepts, built on the caller's own data: the fuzzer breaks one thing in it at a time. */
  example?: (own: OwnData) => FuzzExample;
}

export interface FuzzExample {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The employee's own ids the examples use (laura's, made by the fuzz suite before it starts). */
export interface OwnData {
  userId: number;
  cartId: number;
  gymBenefitId: number;
  gymProductId: number;
  familyMemberId: number;
  productId: number;
  documentFile: string;
}

const YEAR = 2027;
const gymItems = (familyId: number | null = null) => [1, 2, 3].map((month) => ({ familyId, month, price: 3990 }));

const id = z.coerce.number().int().positive();
const idParams = z.object({ id });

/** Acme's settings as seeded, but for the privacy texts: a valid body the fuzzer breaks one thing in. */
const acmeSettings = {
  name: 'Acme Seguros',
  brand: 'AXA',
  isSpecialBrand: false,
  colorBar: '#00205b',
  colorTitles: '#00205b',
  color: '#0b5fd3',
  languages: ['es', 'ca', 'en'],
  alertDays: 30,
  cutOffDay: 20,
  companyBag: { kind: 'percent', basisPoints: 500 },
  hideCompensation: false,
  hideSocialSecurityInCompensation: false,
  legalLinks: { privacy: true, conditions: true, cookies: true },
  cookieConsentMandatory: true,
  helpEmail: 'ayuda@acme.test',
  privacyText: { es: 'Texto' },
  privacyDetail: {},
};

const structureFuzz = (kind: string): Record<string, FuzzInput> => ({
  [`GET /api/admin/company/${kind}`]: { caller: 'admin' },
  [`POST /api/admin/company/${kind}`]: { caller: 'admin', body: structureNameSchema },
  [`PUT /api/admin/company/${kind}/:id`]: { caller: 'admin', params: idParams, body: structureNameSchema },
  // Ids past the seed's: a merge of acme's own collectives would delete the one laura's saved row
  // names, and restoring her before the next route's cases would then break its foreign key.
  [`POST /api/admin/company/${kind}/:id/merge`]: { caller: 'admin', params: z.object({ id: id.min(1_000_000) }), body: structureMergeSchema },
  [`DELETE /api/admin/company/${kind}/:id`]: { caller: 'admin', params: idParams },
});
const segment = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/);
const hexFile = (ext: string) => z.string().regex(new RegExp(`^[0-9a-f]{32}\\.${ext}$`));
const acceptToken = z.object({ token: z.string().min(20).max(200) });

/** Every field the profile form has, and the company-held ones an employee must not set (finding 6). */
const profileBody = z
  .object({
    ...userFormSchema.shape,
    ...employeeFormSchema.shape,
    currentPassword: z.string(),
    personalID: z.string(),
    fixedSalary: z.number().int(),
    paymentCount: z.number().int(),
    role: z.string(),
    companyId: z.number().int(),
  })
  .partial();

const javier = {
  relationship: 'spouse',
  firstName: 'Javier',
  lastName1: 'Gómez',
  lastName2: 'Ruiz',
  personalID: '23456789D',
  idType: 'DNI',
  birthday: '1986-09-03',
  disabilityType: false,
  disability: 0,
  active: true,
};

export const fuzzInputs: Record<string, FuzzInput> = {
  'GET /api/health': { caller: 'public' },
  // The API reference (outside production): the same document for every caller.
  'GET /api/docs': { caller: 'public' },
  'GET /api/docs/static/index.html': { caller: 'public' },
  'GET /api/docs/static/swagger-initializer.js': { caller: 'public' },
  'GET /api/docs/json': { caller: 'public' },
  'GET /api/docs/yaml': { caller: 'public' },
  'GET /api/docs/static/*': { caller: 'public' },
  'GET /api/companies/by-subdomain': { caller: 'public' },
  'GET /api/auth/public-key': { caller: 'public' },
  'GET /api/legal-texts/:document/:language': { caller: 'public', params: legalTextParamsSchema },
  'GET /api/legal-texts/:document/:language/pdf': { caller: 'public', params: legalTextParamsSchema },
  'GET /api/storage/images/:name': { caller: 'public', params: z.object({ name: segment }) },
  'GET /api/storage/images/download/:name': { caller: 'public', params: z.object({ name: segment }) },
  'GET /api/storage/:container/:file': {
    caller: 'public',
    params: z.object({ container: segment, file: segment }),
    query: z.object({ token: z.string().min(10).max(2000), download: z.string().optional() }),
  },
  'POST /api/contracts/accept': { caller: 'public', body: acceptToken },
  'POST /api/contracts/accept/preview': { caller: 'public', body: acceptToken },
  'GET /api/contracts/accept/pdf': { caller: 'public', query: acceptToken },
  'POST /api/auth/login': { caller: 'public', body: loginBodySchema },
  'POST /api/auth/forgot-password': { caller: 'public', body: forgotPasswordBodySchema },
  'POST /api/users/reset-password': { caller: 'public', query: resetPasswordQuerySchema, body: resetPasswordBodySchema },
  'GET /api/dev/mail': { caller: 'public' },
  'GET /api/dev/mail/:id/attachments/:index': { caller: 'public', params: z.object({ id, index: z.coerce.number().int().min(0).max(99) }) },
  'GET /dev/mail': { caller: 'public' },

  'GET /api/profile': { caller: 'employee' },
  'POST /api/profile': {
    caller: 'employee',
    body: profileBody,
    example: () => ({ body: { firstName: 'Laura', lastName1: 'Martín', city: 'Madrid', disability: 0, disabilityType: false } }),
  },
  'POST /api/profile/password': { caller: 'employee', body: passwordChangeSchema.safeExtend({ currentPassword: z.string() }) },
  'POST /api/profile/cookies': { caller: 'employee', body: cookieConsentBodySchema },
  'PUT /api/profile/onboarding-tour': { caller: 'employee', body: onboardingTourBodySchema, example: () => ({ body: { done: true } }) },
  'POST /api/profile/picture': { caller: 'employee', body: z.object({ name: hexFile('(png|gif|jpg)') }) },
  'POST /api/profile/products/:productId': {
    caller: 'employee',
    params: z.object({ productId: id }),
    body: productSwitchSchema,
    example: (own) => ({ params: { productId: own.productId }, body: { isActive: true } }),
  },
  'GET /api/menu': { caller: 'employee' },
  'GET /api/modalities/by-category/:category': {
    caller: 'employee',
    params: z.object({ category: z.enum(['gym', 'food', 'transport', 'health-insurance', 'formation', 'kindergarten', 'life', 'renting']) }),
  },
  'GET /api/rate-tables/:key': { caller: 'employee', params: z.object({ key: z.string().regex(/^[a-z0-9-]{1,60}$/) }) },
  'GET /api/profile/tables': {
    caller: 'employee',
    query: z.object({ name: z.enum(['all', 'employeeTax', 'productTax']), year: z.coerce.number().int().min(2000).max(2100) }),
  },
  'GET /api/families': { caller: 'employee' },
  'POST /api/families': { caller: 'employee', body: familyListSchema, example: (own) => ({ body: [{ ...javier, id: own.familyMemberId }] }) },
  'PUT /api/families/:id': {
    caller: 'employee',
    params: idParams,
    body: familyEditSchema,
    example: (own) => ({ params: { id: own.familyMemberId }, body: javier }),
  },
  'GET /api/bags': { caller: 'employee', query: z.object({ year: z.coerce.number().int().min(2000).max(2100) }) },
  'GET /api/best-plan': { caller: 'employee', query: z.object({ year: z.coerce.number().int().min(2000).max(2100) }) },
  'POST /api/best-plan': {
    caller: 'employee',
    body: bestPlanRequestSchema,
    example: (own) => ({
      body: {
        year: YEAR,
        expenses: {
          foodMonthly: 15_000,
          transportMonthly: 5_000,
          kindergarten: [{ familyId: own.familyMemberId, monthly: 30_000 }],
          health: { benefitId: null, familyIds: [null] },
          formationAnnual: 0,
        },
      },
    }),
  },
  'GET /api/payslip': { caller: 'employee', query: payslipQuerySchema },
  'GET /api/payslip/pdf': { caller: 'employee', query: payslipPdfQuerySchema },
  'POST /api/storage/:folder': { caller: 'employee', params: z.object({ folder: z.enum(['documents', 'invoices', 'images']) }), body: 'multipart' },
  'GET /api/storage/:container/:file/download-url': { caller: 'employee', params: z.object({ container: segment, file: segment }) },
  'GET /api/users/:id/documents/all': { caller: 'employee', params: idParams },
  'POST /api/users/:id/documents': {
    caller: 'employee',
    params: idParams,
    body: z.object({
      file: hexFile('pdf'),
      name: z.string().min(1).max(160),
      type: z.enum(['document', 'invoice', 'payslip', 'contract', 'other']),
      public: z.boolean(),
    }),
    example: (own) => ({ params: { id: own.userId }, body: { file: own.documentFile, name: 'Nómina', type: 'payslip', public: false } }),
  },
  'DELETE /api/users/:id/documents/:documentId': { caller: 'employee', params: z.object({ id, documentId: id }) },
  'GET /api/my-contracts': { caller: 'employee' },
  'GET /api/my-contracts/:id/pdf': { caller: 'employee', params: idParams },
  'GET /api/compensations': { caller: 'employee', query: z.object({ year: z.coerce.number().int().min(2000).max(2100) }) },
  'GET /api/messages': { caller: 'employee' },
  // The example names an id of nobody's: a purchase that succeeded would empty the cart the other examples use.
  'POST /api/contracts/purchase': {
    caller: 'employee',
    body: z.object({ ids: z.array(z.number().int().positive()).min(1).max(50) }),
    example: () => ({ body: { ids: [2_000_000_000] } }),
  },
  'GET /api/answers': { caller: 'employee', query: z.object({ contractId: id }), example: (own) => ({ query: { contractId: own.cartId } }) },
  'POST /api/answers/add': {
    caller: 'employee',
    body: z.object({
      contractId: z.number().int().positive(),
      productId: z.number().int().positive(),
      userId: z.number().int(),
      isCompleted: z.boolean(),
      answers: z.record(z.string().max(200), z.string().max(2000)),
      document: z.object({ name: hexFile('pdf'), originalFilename: z.string().max(200) }).nullish(),
    }),
    example: (own) => ({
      body: {
        contractId: own.cartId,
        productId: own.gymProductId,
        isCompleted: false,
        answers: { q: 'a' },
        document: { name: own.documentFile, originalFilename: 'a.pdf' },
      },
    }),
  },
  'POST /api/contracts': {
    caller: 'employee',
    body: contractBodySchema,
    example: (own) => ({
      body: {
        year: YEAR,
        benefitId: own.gymBenefitId,
        items: gymItems(),
        details: { ticketNumber: '7', vouchers: [{ faceValue: 900, count: 1 }] },
        additionalInfo: { note: 'x' },
      },
    }),
  },
  'PUT /api/contracts/:id': {
    caller: 'employee',
    params: contractIdParamsSchema,
    body: contractBodySchema.safeExtend({ version: z.number().int().positive() }),
    example: (own) => ({
      params: { id: own.cartId },
      body: { year: YEAR, benefitId: own.gymBenefitId, items: gymItems(), details: {}, additionalInfo: { note: 'x' } },
    }),
  },
  'DELETE /api/contracts/:id': { caller: 'employee', params: contractIdParamsSchema },
  // Ends the session the other cases use: it takes no input, so it is never fuzzed.
  'POST /api/auth/logout': { caller: 'employee' },

  'GET /api/admin/contracts': { caller: 'admin', query: adminContractsQuerySchema },
  'POST /api/admin/contracts/:id/approve': { caller: 'admin', params: idParams },
  'POST /api/admin/contracts/:id/cancel': { caller: 'admin', params: idParams, body: reviewReasonSchema },
  'GET /api/admin/contracts/:id': { caller: 'admin', params: idParams },
  'GET /api/admin/contracts/:id/files/:container/:file/download-url': { caller: 'admin', params: reviewFileParamsSchema },
  'POST /api/admin/contracts/:id/reject': { caller: 'admin', params: idParams, body: reviewReasonSchema },
  // No example: one of acme's pending contracts approved would leave the cases that follow without it.
  'POST /api/admin/contracts/bulk-approve': { caller: 'admin', body: bulkApproveSchema },
  'POST /api/admin/employees/:id/documents': { caller: 'admin', params: idParams, query: adminDocumentQuerySchema, body: 'multipart' },
  'GET /api/admin/audit': { caller: 'admin', query: auditQuerySchema },
  'GET /api/admin/audit/employees/:id': { caller: 'admin', params: idParams, query: auditQuerySchema },
  'GET /api/admin/audit/csv': { caller: 'admin', query: auditCsvQuerySchema },
  'GET /api/admin/employees': { caller: 'admin', query: employeeListQuerySchema },
  'GET /api/admin/employees/options': { caller: 'admin' },
  'GET /api/admin/employees/:id': { caller: 'admin', params: idParams },
  'POST /api/admin/employees': {
    caller: 'admin',
    body: employeeRecordSchema,
    example: () => ({
      body: { email: 'fuzz.nuevo@acme.test', firstName: 'Fuzz', lastName1: 'Nuevo', personalId: '44444444A', fixedSalary: 3_000_000, paymentCount: 12 },
    }),
  },
  // No example: it would replace laura's HR fields, which the employee's cases read.
  'PUT /api/admin/employees/:id': { caller: 'admin', params: idParams, body: employeeRecordSchema },
  'POST /api/admin/employees/:id/deactivate': { caller: 'admin', params: idParams },
  'POST /api/admin/employees/:id/reactivate': { caller: 'admin', params: idParams },
  'POST /api/admin/employees/:id/deprecate-password': { caller: 'admin', params: idParams },
  'GET /api/admin/employees/:id/products': { caller: 'admin', params: idParams },
  // No example: it would take products away from laura, whose cases hire them.
  'PUT /api/admin/employees/:id/products': { caller: 'admin', params: idParams, body: employeeProductsInputSchema },
  'GET /api/admin/employees/import/template': { caller: 'admin', query: importTemplateQuerySchema },
  'POST /api/admin/employees/import/preview': { caller: 'admin', body: 'multipart' },
  'POST /api/admin/employees/import/confirm': {
    caller: 'admin',
    body: importConfirmBodySchema,
    example: () => ({ body: { previewId: '0'.repeat(32), sendWelcome: false } }),
  },
  'GET /api/admin/company/settings': { caller: 'admin' },
  'PUT /api/admin/company/settings': { caller: 'admin', body: companySettingsInputSchema, example: () => ({ body: acmeSettings }) },
  // No example: one with maintenance off, changed in one place, could turn it on and close acme to the
  // cases that follow; turning it on needs "acme" typed in confirmSlug, which no generated case holds.
  'PUT /api/admin/company/maintenance': { caller: 'admin', body: companyMaintenanceInputSchema },
  'POST /api/admin/company/logo': { caller: 'admin', body: 'multipart' },
  'POST /api/admin/company/background': { caller: 'admin', body: 'multipart' },
  ...structureFuzz('legal-entities'),
  ...structureFuzz('offices'),
  ...structureFuzz('collectives'),
  'GET /api/admin/company/menu-items': { caller: 'admin' },
  'POST /api/admin/company/menu-items': {
    caller: 'admin',
    body: menuItemInputSchema,
    example: () => ({ body: { icon: 'documents', link: '/documents', name: { es: 'Nóminas', en: 'Payslips' } } }),
  },
  'PUT /api/admin/company/menu-items/order': { caller: 'admin', body: menuItemsOrderSchema },
  'PUT /api/admin/company/menu-items/:id': { caller: 'admin', params: idParams, body: menuItemInputSchema },
  'DELETE /api/admin/company/menu-items/:id': { caller: 'admin', params: idParams },
  'GET /api/admin/news': { caller: 'admin' },
  'POST /api/admin/news': {
    caller: 'admin',
    body: newsInputSchema,
    example: () => ({ body: { text: { es: 'Aviso', ca: 'Avís' }, collectiveIds: [], publishOn: '2026-12-01', expiresOn: '2026-12-31' } }),
  },
  'PUT /api/admin/news/:id': { caller: 'admin', params: idParams, body: newsInputSchema },
  'DELETE /api/admin/news/:id': { caller: 'admin', params: idParams },
  'GET /api/admin/company/legal-texts': { caller: 'admin' },
  'PUT /api/admin/company/legal-texts/:document/:language': {
    caller: 'admin',
    params: legalTextParamsSchema,
    body: legalTextInputSchema,
    example: () => ({ params: { document: 'privacy', language: 'ca' }, body: { body: 'Política de privadesa\nEl nostre text.' } }),
  },
  'POST /api/admin/company/legal-texts/:document/:language/pdf': { caller: 'admin', params: legalTextParamsSchema, body: 'multipart' },
  'DELETE /api/admin/company/legal-texts/:document/:language': { caller: 'admin', params: legalTextParamsSchema },
  'GET /api/admin/platform/companies': { caller: 'operator' },
  'POST /api/admin/platform/companies/:id/switch': { caller: 'operator', params: idParams },
  'POST /api/admin/platform/companies': {
    caller: 'operator',
    body: newCompanySchema,
    example: () => ({
      body: {
        name: 'Fuzz S.A.',
        slug: 'fuzz-example',
        languages: ['es'],
        admin: { email: 'admin@fuzz.test', firstName: 'F', lastName1: 'Z', personalId: '12345678Z' },
      },
    }),
  },
  'PUT /api/admin/platform/companies/:id/maintenance': { caller: 'operator', params: idParams, body: companyMaintenanceSchema },
  'POST /api/admin/employees/:id/welcome': { caller: 'admin', params: idParams },
  'GET /api/admin/users/lookup': { caller: 'admin', query: userLookupQuerySchema, example: () => ({ query: { q: 'laura' } }) },
  'GET /api/profile/tax-rules': { caller: 'employee', query: taxRulesQuerySchema, example: () => ({ query: { year: YEAR } }) },
  'GET /api/admin/platform/tax-years': { caller: 'operator' },
  'GET /api/admin/platform/tax-years/:year': { caller: 'operator', params: taxYearParamsSchema, example: () => ({ params: { year: 2026 } }) },
  'PUT /api/admin/platform/tax-years/:year': {
    caller: 'operator',
    params: taxYearParamsSchema,
    body: taxYearSchema,
    example: () => ({ params: { year: 2026 }, body: taxYear2026 }),
  },
  'POST /api/admin/platform/tax-years/:year/copy': { caller: 'operator', params: taxYearParamsSchema, example: () => ({ params: { year: 2026 } }) },
};
