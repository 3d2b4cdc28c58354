import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { oneRow } from '../sql-rows';
import { encryptPassword, hostOf, loginAs } from '../auth-helpers';
import { goodImportRow, importCsv } from '../../features/employee-import/import-fixtures';
import { multipartFile, tinyPdf, tinyPng } from '../multipart';
import type { Victim } from '../victim-fixture';
import { taxYear2026 } from '@flexplan/domain/tax/years/2026';

/** One request of the matrix; the host and the token are the attacker's, added by the suite. */
export interface ProbeRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export type Probe = (victim: Victim, app: FastifyInstance) => ProbeRequest | Promise<ProbeRequest>;

/**
 * Who may call a route, and the request that reaches for the victim's data through it:
 * - `public`: no session. The victim's proof (a signed link, a token, her company's image) sent
 *   with no session on another company's host must be refused with `crossHost`.
 * - `owner`: a session route naming something of the victim's (an id in the path or the body):
 *   another employee, and another company's, get `refusedWith` (404 by default: ids are not probed).
 *   `sameCompany: 'shared'` is for what the whole company shares (a product), where a colleague's
 *   call acts on their own data and only another company's is refused.
 * - `session`: a session route about the session's own user; others must get their own data only.
 * - `admin`: the company administrator's; employees get 404 (the admin guard), another
 *   company's administrator, and a platform operator switched to another company, 404 for the victim's ids.
 * - `operator`: the platform operator's; employees and company administrators get 404.
 */
export type RouteEntry =
  | { access: 'public'; probe: Probe; crossHost: number[] }
  | { access: 'owner'; probe: Probe; refusedWith?: number[]; sameCompany?: 'refused' | 'shared'; ownerReads?: boolean }
  | { access: 'session'; probe: Probe }
  | { access: 'admin'; probe: Probe; byId: boolean }
  | { access: 'operator'; probe: Probe };

const YEAR = 2027;

/** The victim's company's id: what an operator's route would name to change her company. */
async function acmeIdOf(app: FastifyInstance): Promise<number> {
  return Number((await oneRow<{ id: number }>(app.database.db, sql`select id from companies where slug = 'acme'`)).id);
}
/** Two of acme's (the victim's company's) units of a kind, by id: what another company's administrator reaches for. */
async function acmeUnits(app: FastifyInstance, table: 'legal_entities' | 'offices' | 'collectives'): Promise<[number, number]> {
  const { rows } = await app.database.db.execute<{ id: number }>(
    sql`select id from ${sql.identifier(table)} where company_id = (select id from companies where slug = 'acme') order by id limit 2`,
  );
  return [Number(rows[0]?.id ?? 1), Number(rows[1]?.id ?? rows[0]?.id ?? 1)];
}
const structureEntries = (kind: string, table: 'legal_entities' | 'offices' | 'collectives'): Record<string, RouteEntry> => ({
  [`GET /api/admin/company/${kind}`]: { access: 'admin', byId: false, probe: () => ({ url: `/api/admin/company/${kind}` }) },
  // Served to an administrator: a unit in their own company.
  [`POST /api/admin/company/${kind}`]: { access: 'admin', byId: false, probe: () => ({ url: `/api/admin/company/${kind}`, payload: { name: 'Matriz' } }) },
  [`PUT /api/admin/company/${kind}/:id`]: {
    access: 'admin',
    byId: true,
    probe: async (_v, app) => ({ url: `/api/admin/company/${kind}/${(await acmeUnits(app, table))[0]}`, payload: { name: 'Robado' } }),
  },
  [`POST /api/admin/company/${kind}/:id/merge`]: {
    access: 'admin',
    byId: true,
    probe: async (_v, app) => {
      const [source, target] = await acmeUnits(app, table);
      return { url: `/api/admin/company/${kind}/${source}/merge`, payload: { targetId: target } };
    },
  },
  [`DELETE /api/admin/company/${kind}/:id`]: {
    access: 'admin',
    byId: true,
    probe: async (_v, app) => ({ url: `/api/admin/company/${kind}/${(await acmeUnits(app, table))[1]}` }),
  },
});
/** Acme's (the victim's company's) main-menu tile ids, in their order. */
async function acmeTiles(app: FastifyInstance): Promise<number[]> {
  const { rows } = await app.database.db.execute<{ id: number }>(
    sql`select id from menu_items where company_id = (select id from companies where slug = 'acme') order by position, id`,
  );
  return rows.map((row) => Number(row.id));
}
const menuTile = { icon: 'info', link: '/home', name: { es: 'Robado', en: 'Stolen', pt: 'Roubado' } };
/** Acme's (the victim's company's) news message ids. */
async function acmeNews(app: FastifyInstance): Promise<number[]> {
  const { rows } = await app.database.db.execute<{ id: number }>(
    sql`select id from news_messages where company_id = (select id from companies where slug = 'acme') order by id`,
  );
  return rows.map((row) => Number(row.id));
}
const newsBody = { text: { es: 'Robado', en: 'Stolen' }, collectiveIds: [], publishOn: '2026-01-01', expiresOn: null };
const cartItems = (familyId: number | null) => [1, 2, 3].map((month) => ({ familyId, month, price: 3990 }));
const mallory = { relationship: 'spouse', firstName: 'Mallory', lastName1: 'Intrusa', lastName2: 'Prueba', personalID: '00000000T', birthday: '1980-01-01' };
const globex = { host: hostOf('globex') };
/** An employee record with none of the victim's values (an administrator's create or replace). */
const newEmployee = {
  email: 'matriz.nueva@globex.test',
  firstName: 'Matriz',
  lastName1: 'Nueva',
  personalId: '44444444A',
  fixedSalary: 3_000_000,
  paymentCount: 12,
};
const bestPlanExpenses = (familyId: number) => ({
  foodMonthly: 0,
  transportMonthly: 0,
  kindergarten: [{ familyId, monthly: 30_000 }],
  health: { benefitId: null, familyIds: [] },
  formationAnnual: 0,
});

/**
 * Every route the server declares, by `METHOD url` as fastify knows it. A route missing here fails
 * the authorisation matrix: whoever adds a route says who may call it and what it would leak.
 */
export const routeEntries: Record<string, RouteEntry> = {
  'GET /api/health': { access: 'public', probe: () => ({ url: '/api/health', headers: globex }), crossHost: [200, 503] },
  // The API reference (outside production) holds no one's data: the same on every host.
  'GET /api/docs': { access: 'public', probe: () => ({ url: '/api/docs', headers: globex }), crossHost: [200, 302] },
  'GET /api/docs/static/index.html': { access: 'public', probe: () => ({ url: '/api/docs/static/index.html', headers: globex }), crossHost: [200, 302] },
  'GET /api/docs/static/swagger-initializer.js': {
    access: 'public',
    probe: () => ({ url: '/api/docs/static/swagger-initializer.js', headers: globex }),
    crossHost: [200, 302],
  },
  'GET /api/docs/json': { access: 'public', probe: () => ({ url: '/api/docs/json', headers: globex }), crossHost: [200, 302] },
  'GET /api/docs/yaml': { access: 'public', probe: () => ({ url: '/api/docs/yaml', headers: globex }), crossHost: [200, 302] },
  'GET /api/docs/static/*': { access: 'public', probe: () => ({ url: '/api/docs/static/oauth2-redirect.html', headers: globex }), crossHost: [200, 302] },
  'GET /api/companies/by-subdomain': { access: 'public', probe: () => ({ url: '/api/companies/by-subdomain', headers: globex }), crossHost: [200] },
  'GET /api/auth/public-key': { access: 'public', probe: () => ({ url: '/api/auth/public-key', headers: globex }), crossHost: [200] },
  // Her company's images and her avatar are not served on another company's host.
  'GET /api/storage/images/:name': { access: 'public', probe: (v) => ({ url: `/api/storage/images/${v.imageFile}`, headers: globex }), crossHost: [404] },
  'GET /api/storage/images/download/:name': {
    access: 'public',
    probe: (v) => ({ url: `/api/storage/images/download/${v.companyImage}`, headers: globex }),
    crossHost: [404],
  },
  // A company's own legal texts are read on its own host only: on globex's, globex's (the generic ones here).
  'GET /api/legal-texts/:document/:language': { access: 'public', probe: () => ({ url: '/api/legal-texts/privacy/es', headers: globex }), crossHost: [200] },
  'GET /api/legal-texts/:document/:language/pdf': {
    access: 'public',
    probe: () => ({ url: '/api/legal-texts/privacy/es/pdf', headers: globex }),
    crossHost: [302],
  },
  'GET /api/storage/:container/:file': { access: 'public', probe: (v) => ({ url: v.downloadUrl, headers: globex }), crossHost: [404] },
  'POST /api/contracts/accept': {
    access: 'public',
    probe: (v) => ({ url: '/api/contracts/accept', payload: { token: v.acceptToken }, headers: globex }),
    crossHost: [404],
  },
  'POST /api/contracts/accept/preview': {
    access: 'public',
    probe: (v) => ({ url: '/api/contracts/accept/preview', payload: { token: v.acceptToken }, headers: globex }),
    crossHost: [404],
  },
  'GET /api/contracts/accept/pdf': {
    access: 'public',
    probe: (v) => ({ url: `/api/contracts/accept/pdf?token=${v.acceptToken}`, headers: globex }),
    crossHost: [404],
  },
  'POST /api/auth/login': {
    access: 'public',
    crossHost: [401],
    probe: async (_v, app) => ({
      url: '/api/auth/login',
      payload: { email: 'laura.martin@acme.test', password: await encryptPassword(app, 'globex', 'Flexible2026'), cookiesAccepted: 'v3' },
      headers: globex,
    }),
  },
  'POST /api/auth/forgot-password': {
    access: 'public',
    probe: () => ({ url: '/api/auth/forgot-password', payload: { email: 'laura.martin@acme.test' }, headers: globex }),
    crossHost: [200],
  },
  'POST /api/users/reset-password': {
    access: 'public',
    crossHost: [400, 404],
    probe: (v) => ({
      url: `/api/users/reset-password?access_token=${v.resetToken}`,
      payload: { newPassword: 'Intrusa2026x', confirmPassword: 'Intrusa2026x' },
      headers: globex,
    }),
  },
  // The dev outbox shows a host only its own company's mail.
  'GET /api/dev/mail': { access: 'public', probe: () => ({ url: '/api/dev/mail', headers: globex }), crossHost: [200, 404] },
  'GET /api/dev/mail/:id/attachments/:index': {
    access: 'public',
    probe: (v) => ({ url: `/api/dev/mail/${v.mailId}/attachments/0`, headers: globex }),
    crossHost: [404],
  },
  'GET /dev/mail': { access: 'public', probe: () => ({ url: '/dev/mail', headers: globex }), crossHost: [200, 404] },

  'GET /api/profile': { access: 'session', probe: () => ({ url: '/api/profile' }) },
  'POST /api/profile': { access: 'session', probe: () => ({ url: '/api/profile', payload: {} }) },
  'POST /api/profile/password': { access: 'session', probe: () => ({ url: '/api/profile/password', payload: {} }) },
  'POST /api/profile/cookies': { access: 'session', probe: () => ({ url: '/api/profile/cookies', payload: { version: 'v3' } }) },
  'PUT /api/profile/onboarding-tour': { access: 'session', probe: () => ({ url: '/api/profile/onboarding-tour', payload: {} }) },
  'GET /api/menu': { access: 'session', probe: () => ({ url: '/api/menu' }) },
  'GET /api/modalities/by-category/:category': { access: 'session', probe: () => ({ url: '/api/modalities/by-category/gym' }) },
  'GET /api/rate-tables/:key': { access: 'session', probe: (v) => ({ url: `/api/rate-tables/${v.rateTableKey}` }) },
  'GET /api/profile/tables': { access: 'session', probe: () => ({ url: '/api/profile/tables' }) },
  'GET /api/families': { access: 'session', probe: () => ({ url: '/api/families' }) },
  'POST /api/families': { access: 'session', probe: () => ({ url: '/api/families', payload: [] }) },
  'GET /api/bags': { access: 'session', probe: () => ({ url: `/api/bags?year=${YEAR}` }) },
  'GET /api/best-plan': { access: 'session', probe: () => ({ url: `/api/best-plan?year=${YEAR}` }) },
  'GET /api/payslip': { access: 'session', probe: () => ({ url: `/api/payslip?year=${YEAR}` }) },
  'GET /api/payslip/pdf': { access: 'session', probe: () => ({ url: `/api/payslip/pdf?year=${YEAR}&lang=en` }) },
  'POST /api/storage/:folder': {
    access: 'session',
    probe: () => {
      const body = multipartFile('x.png', tinyPng, 'image/png');
      return { url: '/api/storage/images', payload: body.payload, headers: body.headers };
    },
  },
  'GET /api/my-contracts': { access: 'session', probe: () => ({ url: '/api/my-contracts' }) },
  'GET /api/compensations': { access: 'session', probe: () => ({ url: '/api/compensations' }) },
  'GET /api/messages': { access: 'session', probe: () => ({ url: '/api/messages' }) },
  // Ends the caller's own session: the suite runs it last.
  'POST /api/auth/logout': { access: 'session', probe: () => ({ url: '/api/auth/logout' }) },

  'GET /api/users/:id/documents/all': { access: 'owner', ownerReads: true, probe: (v) => ({ url: `/api/users/${v.userId}/documents/all` }) },
  'POST /api/users/:id/documents': {
    access: 'owner',
    probe: (v) => ({ url: `/api/users/${v.userId}/documents`, payload: { file: v.documentFile, name: 'Robada' } }),
  },
  'DELETE /api/users/:id/documents/:documentId': { access: 'owner', probe: (v) => ({ url: `/api/users/${v.userId}/documents/${v.documentId}` }) },
  'GET /api/storage/:container/:file/download-url': {
    access: 'owner',
    ownerReads: true,
    probe: (v) => ({ url: `/api/storage/documents/${v.documentFile}/download-url` }),
  },
  'GET /api/my-contracts/:id/pdf': { access: 'owner', ownerReads: true, probe: (v) => ({ url: `/api/my-contracts/${v.contractId}/pdf` }) },
  'PUT /api/families/:id': { access: 'owner', probe: (v) => ({ url: `/api/families/${v.familyMemberId}`, payload: mallory }) },
  'GET /api/answers': { access: 'owner', ownerReads: true, probe: (v) => ({ url: `/api/answers?contractId=${v.cartId}` }) },
  'POST /api/answers/add': {
    access: 'owner',
    probe: (v) => ({ url: '/api/answers/add', payload: { contractId: v.cartId, productId: v.cartProductId, isCompleted: false, answers: {} } }),
  },
  'PUT /api/contracts/:id': { access: 'owner', probe: (v) => ({ url: `/api/contracts/${v.cartId}`, payload: v.cartBody }) },
  'DELETE /api/contracts/:id': { access: 'owner', probe: (v) => ({ url: `/api/contracts/${v.cartId}` }) },
  'POST /api/contracts/purchase': { access: 'owner', probe: (v) => ({ url: '/api/contracts/purchase', payload: { ids: [v.cartId] } }) },
  'POST /api/profile/picture': { access: 'owner', probe: (v) => ({ url: '/api/profile/picture', payload: { name: v.imageFile } }) },
  // Her family member as a beneficiary of someone else's cart item: refused, whichever rule speaks first.
  // The stated expenses name family members: another employee's, or another company's, are not found.
  'POST /api/best-plan': {
    access: 'owner',
    probe: (v) => ({ url: '/api/best-plan', payload: { year: YEAR, expenses: bestPlanExpenses(v.familyMemberId) } }),
  },
  'POST /api/contracts': {
    access: 'owner',
    refusedWith: [400, 404, 409],
    probe: (v) => ({ url: '/api/contracts', payload: { ...v.cartBody, items: cartItems(v.familyMemberId) } }),
  },
  // Products belong to the company: a colleague switches their own; another company's session finds none.
  'POST /api/profile/products/:productId': {
    access: 'owner',
    sameCompany: 'shared',
    probe: (v) => ({ url: `/api/profile/products/${v.productId}`, payload: { isActive: true } }),
  },

  'GET /api/admin/contracts': { access: 'admin', byId: false, probe: () => ({ url: '/api/admin/contracts?status=pending' }) },
  'POST /api/admin/contracts/:id/approve': { access: 'admin', byId: true, probe: (v) => ({ url: `/api/admin/contracts/${v.contractId}/approve` }) },
  'POST /api/admin/contracts/:id/cancel': {
    access: 'admin',
    byId: true,
    probe: (v) => ({ url: `/api/admin/contracts/${v.contractId}/cancel`, payload: { reason: 'Robado' } }),
  },
  // The review of one contract: what it carries, its files, a rejection; another company's administrator finds none of it.
  'GET /api/admin/contracts/:id': { access: 'admin', byId: true, probe: (v) => ({ url: `/api/admin/contracts/${v.contractId}` }) },
  'GET /api/admin/contracts/:id/files/:container/:file/download-url': {
    access: 'admin',
    byId: true,
    probe: (v) => ({ url: `/api/admin/contracts/${v.contractId}/files/documents/${v.documentFile}/download-url` }),
  },
  'POST /api/admin/contracts/:id/reject': {
    access: 'admin',
    byId: true,
    probe: (v) => ({ url: `/api/admin/contracts/${v.contractId}/reject`, payload: { reason: 'Robado' } }),
  },
  // Served to any administrator: the victim's contract is reported not found to another company's, and left as it was.
  'POST /api/admin/contracts/bulk-approve': {
    access: 'admin',
    byId: false,
    probe: (v) => ({ url: '/api/admin/contracts/bulk-approve', payload: { ids: [v.contractId] } }),
  },
  'POST /api/admin/employees/:id/documents': {
    access: 'admin',
    byId: true,
    probe: (v) => {
      const body = multipartFile('aviso.pdf', tinyPdf, 'application/pdf');
      return { url: `/api/admin/employees/${v.userId}/documents`, payload: body.payload, headers: body.headers };
    },
  },
  // The audit log of the company acted on; the victim's own entries (her e-mail, bank account) are acme's.
  'GET /api/admin/audit': { access: 'admin', byId: false, probe: () => ({ url: '/api/admin/audit?table=users' }) },
  'GET /api/admin/audit/employees/:id': { access: 'admin', byId: true, probe: (v) => ({ url: `/api/admin/audit/employees/${v.userId}` }) },
  'GET /api/admin/audit/csv': { access: 'admin', byId: true, probe: (v) => ({ url: `/api/admin/audit/csv?employeeId=${v.userId}` }) },
  // The employee import. A preview is bound to its company and administrator: acme's is
  // not found by anyone else; a template and a preview of one's own file are served to any administrator.
  'GET /api/admin/employees/import/template': {
    access: 'admin',
    byId: false,
    probe: () => ({ url: '/api/admin/employees/import/template?format=csv&lang=en' }),
  },
  'POST /api/admin/employees/import/preview': {
    access: 'admin',
    byId: false,
    probe: () => {
      const body = multipartFile('employees.csv', importCsv([goodImportRow(1)]), 'text/csv');
      return { url: '/api/admin/employees/import/preview', payload: body.payload, headers: body.headers };
    },
  },
  'POST /api/admin/employees/import/confirm': {
    access: 'admin',
    byId: true,
    probe: async (_v, app) => {
      const body = multipartFile('employees.csv', importCsv([goodImportRow(1)]), 'text/csv');
      const acmeAdmin = await loginAs(app, 'acme', 'admin@acme.test');
      const preview = await app.inject({
        method: 'POST',
        url: '/api/admin/employees/import/preview',
        headers: { ...acmeAdmin, ...body.headers },
        payload: body.payload,
      });
      return { url: '/api/admin/employees/import/confirm', payload: { previewId: preview.json().previewId, sendWelcome: false } };
    },
  },
  // The company acted on. An administrator's served call changes their own
  // company only; the settings probe is a body the schema refuses, so globex stays as it is for the later cases.
  'GET /api/admin/company/settings': { access: 'admin', byId: false, probe: () => ({ url: '/api/admin/company/settings' }) },
  'PUT /api/admin/company/settings': { access: 'admin', byId: false, probe: () => ({ url: '/api/admin/company/settings', payload: {} }) },
  // Off: a served call must not close globex to the cases that follow.
  'PUT /api/admin/company/maintenance': {
    access: 'admin',
    byId: false,
    probe: () => ({ url: '/api/admin/company/maintenance', payload: { maintenance: false } }),
  },
  'POST /api/admin/company/logo': {
    access: 'admin',
    byId: false,
    probe: () => {
      const body = multipartFile('logo.png', tinyPng, 'image/png');
      return { url: '/api/admin/company/logo', payload: body.payload, headers: body.headers };
    },
  },
  'POST /api/admin/company/background': {
    access: 'admin',
    byId: false,
    probe: () => {
      const body = multipartFile('background.png', tinyPng, 'image/png');
      return { url: '/api/admin/company/background', payload: body.payload, headers: body.headers };
    },
  },
  ...structureEntries('legal-entities', 'legal_entities'),
  ...structureEntries('offices', 'offices'),
  ...structureEntries('collectives', 'collectives'),
  // Served to an administrator: a tile of their own company.
  'GET /api/admin/company/menu-items': { access: 'admin', byId: false, probe: () => ({ url: '/api/admin/company/menu-items' }) },
  'POST /api/admin/company/menu-items': { access: 'admin', byId: false, probe: () => ({ url: '/api/admin/company/menu-items', payload: menuTile }) },
  // Acme's ids in another company's order are not that company's tiles: a 400 on ids, and acme's order stays.
  'PUT /api/admin/company/menu-items/order': {
    access: 'admin',
    byId: false,
    probe: async (_v, app) => ({ url: '/api/admin/company/menu-items/order', payload: { ids: (await acmeTiles(app)).reverse() } }),
  },
  'PUT /api/admin/company/menu-items/:id': {
    access: 'admin',
    byId: true,
    probe: async (_v, app) => ({ url: `/api/admin/company/menu-items/${(await acmeTiles(app))[0]}`, payload: menuTile }),
  },
  'DELETE /api/admin/company/menu-items/:id': {
    access: 'admin',
    byId: true,
    probe: async (_v, app) => ({ url: `/api/admin/company/menu-items/${(await acmeTiles(app))[0]}` }),
  },
  // The News section: an administrator's served call writes their own company's message.
  'GET /api/admin/news': { access: 'admin', byId: false, probe: () => ({ url: '/api/admin/news' }) },
  'POST /api/admin/news': { access: 'admin', byId: false, probe: () => ({ url: '/api/admin/news', payload: newsBody }) },
  'PUT /api/admin/news/:id': {
    access: 'admin',
    byId: true,
    probe: async (_v, app) => ({ url: `/api/admin/news/${(await acmeNews(app))[0]}`, payload: newsBody }),
  },
  'DELETE /api/admin/news/:id': { access: 'admin', byId: true, probe: async (_v, app) => ({ url: `/api/admin/news/${(await acmeNews(app))[0]}` }) },
  // The company's own legal texts: addressed by document and language of the administrator's own company,
  // with no id another company's administrator could name; served in globex's language, on globex's texts.
  'GET /api/admin/company/legal-texts': { access: 'admin', byId: false, probe: () => ({ url: '/api/admin/company/legal-texts' }) },
  'PUT /api/admin/company/legal-texts/:document/:language': {
    access: 'admin',
    byId: false,
    probe: () => ({ url: '/api/admin/company/legal-texts/privacy/en', payload: { body: 'Privacy policy\nOur own text.' } }),
  },
  'POST /api/admin/company/legal-texts/:document/:language/pdf': {
    access: 'admin',
    byId: false,
    probe: () => {
      const body = multipartFile('privacy.pdf', tinyPdf, 'application/pdf');
      return { url: '/api/admin/company/legal-texts/privacy/en/pdf', payload: body.payload, headers: body.headers };
    },
  },
  'DELETE /api/admin/company/legal-texts/:document/:language': {
    access: 'admin',
    byId: false,
    probe: () => ({ url: '/api/admin/company/legal-texts/privacy/en' }),
  },
  // The platform operator's: everyone else gets 404.
  'GET /api/admin/employees': { access: 'admin', byId: false, probe: () => ({ url: '/api/admin/employees?q=laura' }) },
  'GET /api/admin/employees/options': { access: 'admin', byId: false, probe: () => ({ url: '/api/admin/employees/options' }) },
  'GET /api/admin/employees/:id': { access: 'admin', byId: true, probe: (v) => ({ url: `/api/admin/employees/${v.userId}` }) },
  'POST /api/admin/employees': { access: 'admin', byId: false, probe: () => ({ url: '/api/admin/employees', payload: newEmployee }) },
  'PUT /api/admin/employees/:id': { access: 'admin', byId: true, probe: (v) => ({ url: `/api/admin/employees/${v.userId}`, payload: newEmployee }) },
  'POST /api/admin/employees/:id/deactivate': { access: 'admin', byId: true, probe: (v) => ({ url: `/api/admin/employees/${v.userId}/deactivate` }) },
  'POST /api/admin/employees/:id/reactivate': { access: 'admin', byId: true, probe: (v) => ({ url: `/api/admin/employees/${v.userId}/reactivate` }) },
  'POST /api/admin/employees/:id/deprecate-password': {
    access: 'admin',
    byId: true,
    probe: (v) => ({ url: `/api/admin/employees/${v.userId}/deprecate-password` }),
  },
  'GET /api/admin/employees/:id/products': { access: 'admin', byId: true, probe: (v) => ({ url: `/api/admin/employees/${v.userId}/products` }) },
  // No product at all: a refused call that got through would leave the victim nothing to hire.
  'PUT /api/admin/employees/:id/products': {
    access: 'admin',
    byId: true,
    probe: (v) => ({ url: `/api/admin/employees/${v.userId}/products`, payload: { productIds: [] } }),
  },
  'GET /api/admin/platform/companies': { access: 'operator', probe: () => ({ url: '/api/admin/platform/companies' }) },
  'POST /api/admin/platform/companies/:id/switch': { access: 'operator', probe: () => ({ url: '/api/admin/platform/companies/1/switch' }) },
  'POST /api/admin/platform/companies': {
    access: 'operator',
    probe: () => ({
      url: '/api/admin/platform/companies',
      payload: {
        name: 'Intrusa',
        slug: 'intrusa',
        languages: ['es'],
        admin: { email: 'a@intrusa.test', firstName: 'I', lastName1: 'N', personalId: '12345678Z' },
      },
    }),
  },
  'PUT /api/admin/platform/companies/:id/maintenance': {
    access: 'operator',
    probe: async (_v, app) => ({ url: `/api/admin/platform/companies/${await acmeIdOf(app)}/maintenance`, payload: { maintenance: true } }),
  },
  // The victim's own id: another company's administrator, or the operator switched to globex, must not welcome her (404).
  'POST /api/admin/employees/:id/welcome': { access: 'admin', byId: true, probe: (v) => ({ url: `/api/admin/employees/${v.userId}/welcome` }) },
  // Her name as the text: answered from the caller's company, where nobody has it.
  'GET /api/admin/users/lookup': { access: 'admin', byId: false, probe: () => ({ url: '/api/admin/users/lookup?q=laura' }) },
  // The tax years: every session reads the rules it is computed with; only the operator reads or changes the rows.
  'GET /api/profile/tax-rules': { access: 'session', probe: () => ({ url: `/api/profile/tax-rules?year=${YEAR}` }) },
  'GET /api/admin/platform/tax-years': { access: 'operator', probe: () => ({ url: '/api/admin/platform/tax-years' }) },
  'GET /api/admin/platform/tax-years/:year': { access: 'operator', probe: () => ({ url: '/api/admin/platform/tax-years/2026' }) },
  // A valid year with a meal limit of its own: a refused call that got through would change what every employee computes.
  'PUT /api/admin/platform/tax-years/:year': {
    access: 'operator',
    probe: () => ({
      url: '/api/admin/platform/tax-years/2026',
      payload: { ...taxYear2026, productTax: { ...taxYear2026.productTax, food: { ...taxYear2026.productTax.food, limitDay: 1 } } },
    }),
  },
  'POST /api/admin/platform/tax-years/:year/copy': { access: 'operator', probe: () => ({ url: '/api/admin/platform/tax-years/2026/copy' }) },
};
