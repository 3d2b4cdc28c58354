import { asc, eq, sql } from 'drizzle-orm';
import { COOKIE_CONSENT_VERSION } from '@flexplan/domain/auth/cookie-consent';
import type { Db, DbOrTx } from '../../client';
import { benefits, collectives, companies, legalEntities, offices, products } from '../../schema/index';
import { activeCipher, personalIdColumns } from '../../crypto/active-cipher';
import { demoBenefitIds } from '../demo-benefit-ids';
import { lauraContracts, type DemoContract } from '../demo-history';
import { demoBags } from '../demo-catalogue';
import {
  childPersonalIdOf,
  MAX_SCALE_EMPLOYEES,
  personalIdOf,
  SCALE_COMPANY,
  scaleEmailPattern,
  scaleEmployeeEmail,
  spousePersonalIdOf,
} from './scale-employee-identity';
import { unnestRows } from './unnest-rows';
import { spanishIban } from './spanish-iban';

export interface ScaleSeedOptions {
  /** How many employees to add. */
  employees: number;
  /** The plan year of their contracts (this year's and last year's, as laura's). */
  planYear: number;
  /** One hash for all, of the demo password: hashing 100 000 passwords would take longer than the rest. */
  passwordHash: string;
  /** Employees per transaction. */
  batchSize?: number;
  onBatch?: (added: number) => void;
}

const firstNames = ['Lucía', 'Hugo', 'Martina', 'Mateo', 'Sofía', 'Leo', 'Julia', 'Daniel', 'Paula', 'Álvaro', 'Carla', 'Pablo', 'Jordi', 'Núria'];
const lastNames = ['García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Puig', 'Ferrer'];
const cities = [
  { city: 'Madrid', postalCode: '28013', province: 'Madrid' },
  { city: 'Barcelona', postalCode: '08002', province: 'Barcelona' },
  { city: 'Valencia', postalCode: '46002', province: 'Valencia' },
  { city: 'Sevilla', postalCode: '41001', province: 'Sevilla' },
] as const;
const pick = <T>(values: readonly T[], n: number): T => values[n % values.length]!;
const day = (year: number, month: number, dayOfMonth: number) => `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;

interface ScaleCompany {
  id: number;
  collectiveId: number;
  officeIds: number[];
  legalEntityIds: number[];
  productIds: number[];
  /** laura's contracts with this company's benefit and its collective. */
  contracts: { benefitId: number; collectiveId: number; contract: DemoContract; firstMonth: number; lastMonth: number }[];
}

async function loadCompany(db: Db): Promise<ScaleCompany> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, SCALE_COMPANY));
  if (!company) throw new Error(`no company "${SCALE_COMPANY}": seed the demo data first`);
  const idsOf = async (table: typeof collectives | typeof offices | typeof legalEntities | typeof products) =>
    (await db.select({ id: table.id }).from(table).where(eq(table.companyId, company.id)).orderBy(asc(table.id))).map((r) => r.id);
  const benefitIds = await demoBenefitIds(db, company.id, SCALE_COMPANY);
  const benefitRows = await db.select({ id: benefits.id, collectiveId: benefits.collectiveId }).from(benefits).where(eq(benefits.companyId, company.id));
  const contracts = lauraContracts.map((contract) => {
    const benefit = benefitRows.find((b) => b.id === benefitIds.get(contract.benefit));
    if (!benefit) throw new Error(`the demo catalogue of ${SCALE_COMPANY} has no ${contract.benefit}`);
    const firstMonth = contract.months[0]!;
    const lastMonth = contract.months[contract.months.length - 1]!;
    // The items are made by SQL from the first and last month (insertContracts).
    if (contract.months.length !== lastMonth - firstMonth + 1) throw new Error(`${contract.benefit}: the months of a scale contract must follow one another`);
    return { benefitId: benefit.id, collectiveId: benefit.collectiveId, contract, firstMonth, lastMonth };
  });
  return {
    id: company.id,
    collectiveId: (await idsOf(collectives))[0]!,
    officeIds: await idsOf(offices),
    legalEntityIds: await idsOf(legalEntities),
    productIds: await idsOf(products),
    contracts,
  };
}

/** The scale employees already there: the next one's number is one more. */
export async function countScaleEmployees(db: Db): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(
    sql`select count(*)::integer as count from users u join companies c on c.id = u.company_id
      where c.slug = ${SCALE_COMPANY} and u.email like ${scaleEmailPattern}`,
  );
  return Number(rows[0]!.count);
}

async function isSuperuser(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ is_superuser: string }>(sql`select current_setting('is_superuser') as is_superuser`);
  return rows[0]?.is_superuser === 'on';
}

/** `count` new ids of a table's identity column, so that the batch's child rows can point at its rows. */
async function reserveIds(db: DbOrTx, table: string, count: number): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::integer as id from generate_series(1, ${count}::integer)`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Adds employees to the demo company as the app would hold them — complete profiles, the personal
 * data encrypted with the data key (db/crypto), a family, every product on, laura's bags and her
 * five contracts with their monthly items — to measure the server at 100 000 employees.
 * One multi-row insert per table and batch (`unnest` of array parameters): the same on PostgreSQL
 * and PGlite, and 100 000 employees in a minute or two rather than an hour of single inserts.
 */
export async function seedScaleEmployees(db: Db, options: ScaleSeedOptions): Promise<{ first: number; last: number }> {
  const company = await loadCompany(db);
  const first = (await countScaleEmployees(db)) + 1;
  const last = first + options.employees - 1;
  if (last > MAX_SCALE_EMPLOYEES) throw new Error(`at most ${MAX_SCALE_EMPLOYEES} scale employees in one database`);
  const batchSize = options.batchSize ?? 2_000;
  const skipsReferentialChecks = await isSuperuser(db);
  for (let from = first; from <= last; from += batchSize) {
    const numbers = Array.from({ length: Math.min(batchSize, last - from + 1) }, (_, i) => from + i);
    await db.transaction(async (tx) => {
      // As pg_restore does: the foreign-key triggers of a bulk load are most of its time (4.4 million
      // items), and every id here is one the batch reserved or read from the company. Superusers only.
      if (skipsReferentialChecks) await tx.execute(sql`set local session_replication_role = replica`);
      const userIds = await insertUsers(tx, company, numbers, options.passwordHash);
      // The users' trigger makes these when it fires; a load without triggers makes them here.
      await tx.execute(sql`insert into cart_versions (user_id) select user_id from ${unnestRows({ user_id: [userIds, 'integer'] })} on conflict do nothing`);
      await insertFamilies(tx, company.id, numbers, userIds);
      await insertContracts(tx, company, userIds, options.planYear);
    });
    options.onBatch?.(numbers[numbers.length - 1]! - first + 1);
  }
  // Fresh planner statistics: the benchmark runs right after, before autovacuum would get to it.
  await db.execute(sql`analyze users, family_members, user_products, contracts, contract_items`);
  return { first, last };
}

/** The employees, with laura's bags and every product of the company on; their new ids in the order of `numbers`. */
async function insertUsers(tx: DbOrTx, company: ScaleCompany, numbers: number[], passwordHash: string): Promise<number[]> {
  const cipher = activeCipher();
  const ids = await reserveIds(tx, 'users', numbers.length);
  const bags = demoBags['laura.martin@acme.test']!;
  const identity = numbers.map((n) => personalIdColumns(company.id, personalIdOf(n)));
  const place = numbers.map((n) => pick(cities, n));
  await tx.execute(sql`
    insert into users (id, company_id, collective_id, office_id, legal_entity_id, email, personal_id, personal_id_blind_index,
      password_hash, cookies_accepted, first_name, last_name1, last_name2, mobile_phone_prefix, phone, birthday, gender, language,
      fixed_salary, variable_salary, payment_count, flexible_bag, top_bag, company_bag, user_bag, user_bag_prorate, private_use,
      nationality, address1, city, postal_code, province, country, ban, security_number, employee_number, marital_status)
    overriding system value
    select id, ${company.id}::integer, ${company.collectiveId}::integer, office_id, legal_entity_id, email, personal_id,
      personal_id_blind_index, ${passwordHash}::text, ${COOKIE_CONSENT_VERSION}::text, first_name, last_name1, last_name2, '+34', phone,
      birthday::date, gender, 'es', ${bags.fixedSalary ?? 0}::integer, ${bags.variableSalary ?? 0}::integer,
      ${bags.paymentCount ?? 12}::integer, ${bags.flexibleBag ?? 0}::integer, ${bags.topBag ?? 0}::integer,
      ${JSON.stringify(bags.companyBag ?? null)}::jsonb, ${bags.userBag ?? 0}::integer, ${bags.userBagProrate ?? false}::boolean,
      ${bags.privateUse ?? 0}::integer, 'ES', address1, city, postal_code, province, 'ES', ban, security_number, employee_number, 'married'
    from ${unnestRows({
      id: [ids, 'integer'],
      office_id: [numbers.map((n) => pick(company.officeIds, n)), 'integer'],
      legal_entity_id: [numbers.map((n) => pick(company.legalEntityIds, n)), 'integer'],
      email: [numbers.map(scaleEmployeeEmail), 'text'],
      // personalIdColumns answers the ID in clear (Drizzle's column type encrypts it on a normal insert).
      personal_id: [identity.map((i) => cipher.encrypt('users.personal_id', i.personalId!)), 'text'],
      personal_id_blind_index: [identity.map((i) => i.personalIdBlindIndex), 'text'],
      first_name: [numbers.map((n) => pick(firstNames, n)), 'text'],
      last_name1: [numbers.map((n) => pick(lastNames, n)), 'text'],
      last_name2: [numbers.map((n) => pick(lastNames, Math.floor(n / 7))), 'text'],
      phone: [numbers.map((n) => `6${String(n).padStart(8, '0')}`), 'text'],
      birthday: [numbers.map((n) => day(1960 + (n % 40), 1 + (n % 12), 1 + (n % 28))), 'text'],
      gender: [numbers.map((n) => n % 2), 'integer'],
      address1: [numbers.map((n) => `Calle Mayor ${1 + (n % 200)}`), 'text'],
      city: [place.map((p) => p.city), 'text'],
      postal_code: [place.map((p) => p.postalCode), 'text'],
      province: [place.map((p) => p.province), 'text'],
      ban: [numbers.map((n) => cipher.encrypt('users.ban', spanishIban(`2100${String(n).padStart(16, '0')}`))), 'text'],
      security_number: [numbers.map((n) => cipher.encrypt('users.security_number', `28${String(n).padStart(10, '0')}`)), 'text'],
      employee_number: [numbers.map((n) => `S${n}`), 'text'],
    })}`);
  await tx.execute(sql`
    insert into user_products (company_id, user_id, product_id, is_active)
    select ${company.id}::integer, u.id, p.id, true
    from ${unnestRows({ id: [ids, 'integer'] }, 'u')} cross join ${unnestRows({ id: [company.productIds, 'integer'] }, 'p')}`);
  return ids;
}

/** A spouse and none, one or two children (by the employee's number), as laura's family. */
async function insertFamilies(tx: DbOrTx, companyId: number, numbers: number[], userIds: number[]): Promise<void> {
  const cipher = activeCipher();
  const members = numbers.flatMap((n, i) => [
    {
      userId: userIds[i]!,
      relationship: 'spouse',
      firstName: pick(firstNames, n + 3),
      personalId: spousePersonalIdOf(n),
      birthday: day(1960 + (n % 40), 6, 15),
    },
    ...Array.from({ length: n % 3 }, (_, child) => ({
      userId: userIds[i]!,
      relationship: 'child',
      firstName: pick(firstNames, n + 5 + child),
      personalId: childPersonalIdOf(n, child),
      birthday: day(2012 + 5 * child + (n % 4), 3, 1 + child),
    })),
  ]);
  await tx.execute(sql`
    insert into family_members (company_id, user_id, relationship, first_name, last_name1, last_name2, personal_id, birthday)
    select ${companyId}::integer, user_id, relationship, first_name, 'García', 'López', personal_id, birthday::date
    from ${unnestRows({
      user_id: [members.map((m) => m.userId), 'integer'],
      relationship: [members.map((m) => m.relationship), 'text'],
      first_name: [members.map((m) => m.firstName), 'text'],
      personal_id: [members.map((m) => cipher.encrypt('family_members.personal_id', m.personalId)), 'text'],
      birthday: [members.map((m) => m.birthday), 'text'],
    })}`);
}

/** laura's five contracts (every state, this year and last) for each employee, and their items: one a month, made by SQL. */
async function insertContracts(tx: DbOrTx, company: ScaleCompany, userIds: number[], planYear: number): Promise<void> {
  const rows = userIds.flatMap((userId) =>
    company.contracts.map(({ contract, ...c }) => {
      const months = c.lastMonth - c.firstMonth + 1;
      const contributedMonthly = Math.round((contract.monthlyPrice * (contract.contributionPercent ?? 0)) / 100);
      return { userId, ...c, contract, months, contributedMonthly };
    }),
  );
  const ids = await reserveIds(tx, 'contracts', rows.length);
  const of = <T>(value: (row: (typeof rows)[number]) => T) => rows.map(value);
  // Made in the December before their plan year, as seedUserHistory dates laura's.
  await tx.execute(sql`
    insert into contracts (id, company_id, user_id, benefit_id, category, collective_id, year, status, signed, price, final_price,
      contributed_price, additional_info, effective_date, created_at, updated_at)
    overriding system value
    select id, ${company.id}::integer, user_id, benefit_id, category, collective_id, year, status, signed, price, price - contributed,
      contributed, additional_info::jsonb, make_date(year, first_month, 1), make_timestamptz(year - 1, 12, 1, 9, 0, 0, 'UTC'),
      make_timestamptz(year - 1, 12, 1, 9, 0, 0, 'UTC')
    from ${unnestRows({
      id: [ids, 'integer'],
      user_id: [of((r) => r.userId), 'integer'],
      benefit_id: [of((r) => r.benefitId), 'integer'],
      category: [of((r) => r.contract.category), 'text'],
      collective_id: [of((r) => r.collectiveId), 'integer'],
      year: [of((r) => planYear + r.contract.yearOffset), 'integer'],
      status: [of((r) => r.contract.status), 'text'],
      signed: [of((r) => r.contract.signed), 'boolean'],
      price: [of((r) => r.contract.monthlyPrice * r.months), 'integer'],
      contributed: [of((r) => r.contributedMonthly * r.months), 'integer'],
      additional_info: [of((r) => (r.contract.additionalInfo ? JSON.stringify(r.contract.additionalInfo) : null)), 'text'],
      first_month: [of((r) => r.firstMonth), 'integer'],
    })}`);
  await tx.execute(sql`
    insert into contract_items (company_id, contract_id, benefit_id, family_id, month, price, contributed_price)
    select ${company.id}::integer, c.id, c.benefit_id, null, m.month, c.monthly_price, c.contributed
    from ${unnestRows(
      {
        id: [ids, 'integer'],
        benefit_id: [of((r) => r.benefitId), 'integer'],
        first_month: [of((r) => r.firstMonth), 'integer'],
        last_month: [of((r) => r.lastMonth), 'integer'],
        monthly_price: [of((r) => r.contract.monthlyPrice), 'integer'],
        contributed: [of((r) => r.contributedMonthly), 'integer'],
      },
      'c',
    )} cross join lateral generate_series(c.first_month, c.last_month) as m(month)`);
}
