import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { DEMO_PASSWORD, encryptPassword, hostOf, loginAs } from './auth-helpers';
import { multipartFile, tinyPdf, tinyPng } from './multipart';
import { oneRow, rowsOf } from './sql-rows';

/** Rows created for the victim start here, so her ids are numbers no other answer can hold by chance. */
const VICTIM_ID_START = 7_340_001;
/** Rows created after the fixture (by the attackers) start here, away from the victim's. */
const LATER_ID_START = 8_650_001;

/** Laura (acme) with something of every kind an attacker could reach for: her ids, tokens and values. */
export interface Victim {
  headers: Record<string, string>;
  userId: number;
  cartId: number;
  /** A contract out of the cart (pending after her purchase): its PDF and the admin's approve/cancel. */
  contractId: number;
  familyMemberId: number;
  productId: number;
  benefitId: number;
  /** The product of her cart item (the questionnaire's key). */
  cartProductId: number;
  /** One of acme's rate tables. */
  rateTableKey: string;
  documentFile: string;
  /** Her own document of that file (one she may delete). */
  documentId: number;
  imageFile: string;
  /** The signed link to her document (no session needed, bound to her company). */
  downloadUrl: string;
  acceptToken: string;
  resetToken: string;
  /** Her contract e-mail in the outbox (its PDF attachment is her contract). */
  mailId: number;
  /** Acme's logo: a company's own image. */
  companyImage: string;
  /** A valid cart body (the gym benefit, January to March). */
  cartBody: { year: number; benefitId: number; items: { familyId: number | null; month: number; price: number }[]; details: object };
  /** Every value of hers that must never appear in an answer to somebody else. */
  markers: string[];
}

const VICTIM_BAN = 'ES9121000418450200051332';
const VICTIM_DOCUMENT = 'Nómina reservada de Laura 7731';
const YEAR = 2027;

async function restartIds(database: Database, start: number) {
  const tables = await rowsOf<{ table_name: string }>(
    database.db,
    sql`select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'id' and is_identity = 'YES'`,
  );
  for (const { table_name: table } of tables) await database.db.execute(sql.raw(`alter table "${table}" alter column id restart with ${start}`));
}

async function ok<R extends { statusCode: number; body: string }>(res: R, what: string, expected = [200, 201, 204]): Promise<R> {
  if (!expected.includes(res.statusCode)) throw new Error(`victim fixture, ${what}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res;
}

/**
 * Keeps what the app hands to its mail service, before the outbox scrubs it: the links in the
 * victim's own e-mails are her tokens.
 */
function captureMail(app: FastifyInstance): string[] {
  const texts: string[] = [];
  const send = app.mail.send.bind(app.mail);
  app.mail.send = async (db, mail) => {
    texts.push(JSON.stringify(mail));
    return send(db, mail);
  };
  return texts;
}

const tokenIn = (texts: string[], pattern: RegExp) => texts.map((t) => t.match(pattern)?.[1]).find(Boolean);

/** Builds the victim's data through the API, as she would (her BAN, a cart, a purchase, a document, an avatar, a reset). */
export async function createVictim(app: FastifyInstance, database: Database): Promise<Victim> {
  await restartIds(database, VICTIM_ID_START);
  const mails = captureMail(app);
  const headers = await loginAs(app, 'acme', 'laura.martin@acme.test');
  const get = (url: string) => app.inject({ method: 'GET', url, headers });
  const profile = (await ok(await get('/api/profile'), 'profile')).json();

  // Her bank account: a changed BAN asks for the current password.
  const currentPassword = await encryptPassword(app, 'acme', DEMO_PASSWORD);
  await ok(await app.inject({ method: 'POST', url: '/api/profile', headers, payload: { BAN: VICTIM_BAN, currentPassword } }), 'BAN');

  const gym = (await ok(await get('/api/modalities/by-category/gym'), 'gym')).json()[0];
  const cartBody = { year: YEAR, benefitId: gym.id as number, items: [1, 2, 3].map((month) => ({ familyId: null, month, price: 3990 })), details: {} };
  const add = async () => (await ok(await app.inject({ method: 'POST', url: '/api/contracts', headers, payload: cartBody }), 'cart')).json().id as number;
  const purchased = await add();
  await ok(await app.inject({ method: 'POST', url: '/api/contracts/purchase', headers, payload: { ids: [purchased] } }), 'purchase');
  const cartId = await add();

  const family = (await ok(await get('/api/families'), 'families')).json() as { id: number; firstName: string }[];
  const familyMemberId = family.find((m) => m.firstName === 'Javier')!.id;

  const pdf = multipartFile('nomina.pdf', tinyPdf, 'application/pdf');
  const documentFile = (
    await ok(await app.inject({ method: 'POST', url: '/api/storage/documents', headers: { ...headers, ...pdf.headers }, payload: pdf.payload }), 'upload')
  ).json().name as string;
  const documentId = (
    await ok(
      await app.inject({ method: 'POST', url: `/api/users/${profile.id}/documents`, headers, payload: { file: documentFile, name: VICTIM_DOCUMENT } }),
      'document',
    )
  ).json().id as number;
  const png = multipartFile('yo.png', tinyPng, 'image/png');
  const imageFile = (
    await ok(await app.inject({ method: 'POST', url: '/api/storage/images', headers: { ...headers, ...png.headers }, payload: png.payload }), 'image')
  ).json().name as string;
  const downloadUrl = (await ok(await get(`/api/storage/documents/${documentFile}/download-url`), 'download url')).json().url as string;

  await ok(
    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { host: hostOf('acme') }, payload: { email: 'laura.martin@acme.test' } }),
    'forgot',
  );
  const acceptToken = tokenIn(mails, /accept\?token=([A-Za-z0-9_-]+)/);
  const resetToken = tokenIn(mails, /reset-password\?(?:access_)?token=([A-Za-z0-9_-]+)/);
  if (!acceptToken || !resetToken) throw new Error(`victim fixture: no acceptance or reset link in her e-mails: ${mails.length} e-mails`);

  const company = (await ok(await app.inject({ method: 'GET', url: '/api/companies/by-subdomain', headers: { host: hostOf('acme') } }), 'company')).json();
  const companyImage =
    String(company.logo ?? company.logoUrl ?? '')
      .split('/')
      .pop() ?? '';
  const productId = (profile.products as { id: number; isActive: boolean }[]).find((p) => p.isActive)!.id;

  const one = <Row extends Record<string, unknown>>(query: SQL) => oneRow<Row>(database.db, query);
  const { product_id: cartProductId } = await one<{ product_id: number }>(sql`select product_id from benefits where id = ${gym.id}`);
  const { key: rateTableKey } = await one<{ key: string }>(sql`select r.table_key as key from rate_table_rows r join companies c on c.id = r.company_id
    where c.slug = 'acme' order by r.table_key limit 1`);

  const { id: mailId } = await one<{ id: number }>(sql`select id from mail_outbox where "to" = 'laura.martin@acme.test' order by id limit 1`);

  await restartIds(database, LATER_ID_START);
  const victimIds = [profile.id, cartId, purchased];
  const contractItemIds = await rowsOf<{ id: number }>(database.db, sql`select id from contract_items where contract_id in (${cartId}, ${purchased})`);
  return {
    headers,
    userId: profile.id,
    cartId,
    contractId: purchased,
    familyMemberId,
    productId,
    benefitId: gym.id,
    cartProductId,
    rateTableKey,
    documentFile,
    documentId,
    imageFile,
    downloadUrl,
    acceptToken,
    resetToken,
    mailId,
    companyImage,
    cartBody,
    markers: [
      'laura.martin@acme.test',
      'Laura',
      'Martín',
      '12345678Z',
      '612345678',
      VICTIM_BAN,
      VICTIM_DOCUMENT,
      'Javier',
      'Lucía',
      'Hugo',
      '34567890V',
      '45678901G',
      documentFile,
      imageFile,
      acceptToken,
      resetToken,
      ...[...victimIds.slice(1), mailId, ...contractItemIds.map((r) => r.id)].map(String),
    ],
  };
}

/** The victim's values found in an answer meant for somebody else (empty when none leaked). */
export function leakedMarkers(victim: Victim, body: string): string[] {
  return victim.markers.filter((marker) => (/^\d+$/.test(marker) ? new RegExp(`(?<![0-9])${marker}(?![0-9])`).test(body) : body.includes(marker)));
}
