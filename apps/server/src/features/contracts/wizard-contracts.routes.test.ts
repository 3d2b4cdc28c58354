import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';
import { oneRow } from '../../test/sql-rows';

/** Today is 2026-11-23, after acme's cut-off day (20): new items start in January 2027. */
const YEAR = 2027;
const allMonths = Array.from({ length: 12 }, (_, i) => i + 1);
const employeeItems = (months = allMonths, price = 0) => months.map((month) => ({ familyId: null, month, price }));
const LAURA = 'laura.martin@acme.test';

type Headers = Record<string, string>;

async function catalogue(t: TestApp, headers: Headers) {
  const ids: Record<string, number> = {};
  for (const category of ['health-insurance', 'saving-plan', 'life-insurance', 'life-insurance-axa', 'renting']) {
    const list = (await t.app.inject({ method: 'GET', url: `/api/modalities/by-category/${category}`, headers })).json();
    for (const b of list) ids[b.name.es] = b.id;
  }
  const family: Record<string, number> = {};
  for (const m of (await t.app.inject({ method: 'GET', url: '/api/families', headers })).json()) family[m.firstName] = m.id;
  return { ids, family };
}

describe('wizard categories in the cart: POST and PUT /api/contracts', () => {
  let t: TestApp;
  let laura: Headers;
  let ids: Record<string, number>;
  let family: Record<string, number>;
  const created: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    laura = await loginAs(t.app, 'acme', LAURA);
    ({ ids, family } = await catalogue(t, laura));
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    // Each test leaves laura's 2027 as it found it: no contracts, the seeded profile.
    for (const id of created.splice(0)) {
      await t.database.db.execute(sql`delete from contract_items where contract_id = ${id}`);
      await t.database.db.execute(sql`delete from contracts where id = ${id}`);
    }
    await t.database.db.execute(sql`update users set birthday = '1988-04-12', private_use = 30, flexible_bag = 1260000 where email = ${LAURA}`);
  });

  const post = async (body: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contracts', headers: laura, payload: body });
    if (res.statusCode === 201) created.push(res.json().id);
    return res;
  };
  const put = (id: number, body: object) => t.app.inject({ method: 'PUT', url: `/api/contracts/${id}`, headers: laura, payload: body });
  const setStatus = (id: number, status: string) =>
    t.database.db.execute(sql`update contracts set status = ${status}, signed = ${status === 'contracted'} where id = ${id}`);
  const setLaura = (column: 'birthday' | 'private_use' | 'flexible_bag', value: string | number) =>
    t.database.db.execute(sql`update users set ${sql.identifier(column)} = ${value} where email = ${LAURA}`);

  describe('health insurance', () => {
    const sanitasFor = (members: object[], items: object[] = []) => ({ year: YEAR, benefitId: ids['Sanitas Más Salud'], items, details: { members } });
    const member = (familyId: number | null, startMonth = 1, dentalFrom?: number) => ({
      familyId,
      startMonth,
      supplementaries: dentalFrom ? [{ benefitId: ids['Sanitas Dental'], startMonth: dentalFrom }] : [],
    });

    it('covers the spouse and Hugo with Sanitas and its dental supplementary in one contract, priced by age', async () => {
      const javier = family['Javier']!;
      const hugo = family['Hugo']!;
      // The browser sends the items it showed, the supplementary's under its own benefitId: same member, same month.
      const items = [javier, hugo].flatMap((familyId) =>
        allMonths.flatMap((month) => [
          { familyId, month, price: 1 },
          { benefitId: ids['Sanitas Dental'], familyId, month, price: 1 },
        ]),
      );
      const res = await post(sanitasFor([member(javier, 1, 1), member(hugo, 1, 1)], items));
      expect(res.statusCode).toBe(201);
      const contract = res.json();
      // Javier (40) 52 €, Hugo (2) 35 €, dental 9 € each, every month; the company's 20 % is for the employee only.
      expect(contract).toMatchObject({ product: 'health-insurance', status: 'cart', price: 12 * (5_200 + 3_500 + 2 * 900), contributedPrice: 0 });
      expect(contract.items).toHaveLength(48);
      expect(contract.items.filter((i: { benefitId: number }) => i.benefitId === ids['Sanitas Dental'])).toHaveLength(24);
      expect(
        contract.items.find(
          (i: { benefitId: number; familyId: number; month: number }) => i.benefitId === ids['Sanitas Más Salud'] && i.familyId === hugo && i.month === 1,
        ),
      ).toMatchObject({ price: 3_500 });
      expect(contract.details).toEqual({ members: [member(javier, 1, 1), member(hugo, 1, 1)], samePeriod: true });

      // Adding the employee herself from March: she receives the 20 % contribution.
      const updated = await put(contract.id, { ...sanitasFor([member(null, 3), member(javier, 3, 3), member(hugo, 3, 3)]), version: 1 });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ version: 2, contributedPrice: 10 * 1_040 });
    });

    it('refuses another provider while one is in the cart, pending or contracted', async () => {
      const sanitas = await post(sanitasFor([member(family['Javier']!)]));
      expect(sanitas.statusCode).toBe(201);
      const adeslas = { year: YEAR, benefitId: ids['Adeslas Plena'], items: [], details: { members: [member(family['Javier']!)] } };
      for (const status of ['cart', 'pending', 'contracted']) {
        await setStatus(sanitas.json().id, status);
        const res = await post(adeslas);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ code: 'HEALTH_PROVIDER_NOT_SELECTABLE' });
      }
      await setStatus(sanitas.json().id, 'cancelled');
      expect((await post(adeslas)).statusCode).toBe(201);
    });

    it("refuses a supplementary alone, another benefit's supplementary and one starting before its main", async () => {
      const alone = await post({ year: YEAR, benefitId: ids['Sanitas Dental'], items: employeeItems(allMonths, 900), details: { members: [member(null)] } });
      expect(alone.statusCode).toBe(400);
      expect(alone.json().code).toBe('MAIN_BENEFIT_FIRST');

      const adeslasDental = await post(sanitasFor([{ familyId: null, startMonth: 1, supplementaries: [{ benefitId: ids['Adeslas Dental'], startMonth: 1 }] }]));
      expect(adeslasDental.statusCode).toBe(400);
      expect(adeslasDental.json().code).toBe('HEALTH_SUPPLEMENTARY_UNKNOWN');
      const foreignItem = await post(sanitasFor([member(null)], [{ benefitId: ids['Adeslas Dental'], familyId: null, month: 1, price: 700 }]));
      expect(foreignItem.statusCode).toBe(400);
      expect(foreignItem.json().fields).toEqual({ 'items.0.benefitId': 'validation.invalid' });

      const early = await post(sanitasFor([member(null, 3, 2)]));
      expect(early.statusCode).toBe(400);
      expect(early.json().code).toBe('HEALTH_SUPPLEMENTARY_BEFORE_MAIN');
    });

    it('refuses a dependant before the holder, a closed start month and someone outside the family', async () => {
      const before = await post(sanitasFor([member(null, 3), member(family['Javier']!, 1)]));
      expect(before.statusCode).toBe(400);
      expect(before.json().code).toBe('HEALTH_DEPENDANT_BEFORE_HOLDER');
      const closed = await post({ ...sanitasFor([member(null, 12)]), year: 2026 });
      expect(closed.statusCode).toBe(400);
      expect(closed.json().code).toBe('HEALTH_START_MONTH_UNAVAILABLE');
      const stranger = await post(sanitasFor([member(999_999)]));
      expect(stranger.statusCode).toBe(400);
      expect(stranger.json().code).toBe('HEALTH_MEMBER_NOT_ELIGIBLE');
    });

    it('refuses a member the benefit does not cover: by whom it affects, and by an age no group prices', async () => {
      // The seeded health benefits cover everyone of any age: this test narrows Sanitas, then puts it back.
      const narrow = (whoAffect: string, familyGroups: object[]) =>
        t.database.db.execute(
          sql`update benefits set who_affect = ${whoAffect}, age_groups_for_family = ${JSON.stringify(familyGroups)}::jsonb where id = ${ids['Sanitas Más Salud']!}`,
        );
      const seeded = (
        await oneRow<{ age_groups_for_family: object[] }>(
          t.database.db,
          sql`select age_groups_for_family from benefits where id = ${ids['Sanitas Más Salud']!}`,
        )
      ).age_groups_for_family;
      try {
        await narrow('both', [{ from: 18, to: 120, price: 5_200 }]);
        const hugo = await post(sanitasFor([member(null), member(family['Hugo']!)]));
        expect(hugo.statusCode).toBe(409);
        expect(hugo.json()).toMatchObject({ code: 'HEALTH_AGE_NOT_COVERED', params: { familyId: family['Hugo'], age: 2 } });
        await narrow('employee', seeded);
        const javier = await post(sanitasFor([member(null), member(family['Javier']!)]));
        expect(javier.statusCode).toBe(400);
        expect(javier.json().code).toBe('HEALTH_MEMBER_NOT_ELIGIBLE');
      } finally {
        await narrow('both', seeded);
      }
    });

    it('refuses a price over the flexible bag with PRICE_OVER, and malformed details by field', async () => {
      // 100 € of flexible bag plus laura's user bag cannot pay 12 × 104 € less the company's 20 % on her own.
      await setLaura('flexible_bag', 10_000);
      const res = await post(sanitasFor([member(null), member(family['Javier']!)]));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'PRICE_OVER', message: 'El precio supera el límite disponible' });
      const malformed = await post(sanitasFor([]));
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ code: 'VALIDATION', fields: { 'details.members': 'validation.required' } });
    });
  });

  describe('saving plan', () => {
    const plan = (basket: string, amount = 10_000, months = allMonths) => ({
      year: YEAR,
      benefitId: ids[basket],
      items: [],
      details: { benefitId: ids[basket], months: months.map((month) => ({ month, amount })) },
    });

    it('puts the chosen basket in the cart with one amount a month, and changes its amounts in place', async () => {
      const res = await post(plan('Cartera Moderada'));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ product: 'saving-plan', PL: 'Top', price: 120_000, effectiveDate: null });
      expect(res.json().items).toHaveLength(12);
      const changed = await put(res.json().id, plan('Cartera Moderada', 5_000));
      expect(changed.statusCode).toBe(200);
      expect(changed.json().price).toBe(60_000);
    });

    it('keeps one saving plan in the cart: a second basket is refused, and the basket cannot change in place', async () => {
      const first = await post(plan('Cartera Prudente'));
      expect(first.statusCode).toBe(201);
      const second = await post(plan('Cartera Decidida'));
      expect(second.statusCode).toBe(409);
      expect(second.json().code).toBe('SAVING_PLAN_PENDING_IN_CART');
      const swap = await put(first.json().id, { ...plan('Cartera Prudente'), details: plan('Cartera Decidida').details });
      expect(swap.statusCode).toBe(409);
      expect(swap.json().code).toBe('SAVING_PLAN_IN_CART');
    });

    it('refuses a change of a contracted plan outside the windows (23 November)', async () => {
      const first = await post(plan('Cartera Prudente'));
      await setStatus(first.json().id, 'contracted');
      const res = await post(plan('Cartera Muy Decidida'));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'SAVING_PLAN_OUTSIDE_WINDOW', message: expect.stringContaining('11 de octubre al 10 de noviembre') });
    });

    it('refuses a month below the minimum, a zero total and details naming another basket', async () => {
      const low = await post(plan('Cartera Moderada', 1_000));
      expect(low.statusCode).toBe(400);
      expect(low.json().code).toBe('MIN_AMOUNT_NOT_REACHED');
      expect((await post(plan('Cartera Moderada', 0))).json().code).toBe('ZERO_PRICE');
      const mismatch = await post({ ...plan('Cartera Moderada'), details: plan('Cartera Prudente').details });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().fields).toEqual({ 'details.benefitId': 'validation.invalid' });
    });
  });

  describe('life insurance', () => {
    const life = (details: object, items: object[] = employeeItems()) => ({ year: YEAR, benefitId: ids['Seguro de vida colectivo'], items, details });

    it('prices death and disability from the rate table by the age on the effective date', async () => {
      const res = await post(life({ death: 5_000_000, disability: 2_000_000, price: 1, table: 'cheap' }, employeeItems(allMonths, 1)));
      expect(res.statusCode).toBe(201);
      // 38 on 1 January 2027: death 1.05 ‰ of 50 000 €, disability 0.59 ‰ of 20 000 € → 64.30 € a year → 5.36 € a month.
      expect(res.json()).toMatchObject({
        price: 12 * 536,
        effectiveDate: '2027-01-01',
        details: { death: 5_000_000, disability: 2_000_000, startDate: '2027-01-01', price: 536, table: 'life-2026' },
      });
    });

    it('starts in the chosen month and runs to December, priced by the age then', async () => {
      // The details' start date chooses the month; the proposed months (all twelve) are not read.
      const res = await post(life({ death: 5_000_000, disability: 2_000_000, startDate: '2027-04-01' }));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ price: 9 * 536, effectiveDate: '2027-04-01', details: { startDate: '2027-04-01', price: 536 } });
      expect(res.json().items.map((i: { month: number }) => i.month)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
      // Changed in the cart to start in October.
      const later = await put(res.json().id, { ...life({ death: 5_000_000, disability: 2_000_000, startDate: '2027-10-01' }), version: 1 });
      expect(later.statusCode).toBe(200);
      expect(later.json()).toMatchObject({ price: 3 * 536, effectiveDate: '2027-10-01' });
    });

    it('refuses a death capital under 35 000 € with its own code, by the field, an age beyond the table, a family member and a premium over the top bag', async () => {
      const low = await post(life({ death: 3_000_000, disability: 0 }));
      expect(low.statusCode).toBe(400);
      expect(low.json()).toMatchObject({
        code: 'LIFE_DEATH_MINIMUM',
        message: 'El capital de fallecimiento no puede ser inferior a 35.000 €',
        fields: { 'details.death': 'errors.LIFE_DEATH_MINIMUM' },
        params: { field: 'death', minimum: 3_500_000 },
      });

      await setLaura('birthday', '1950-01-01');
      const old = await post(life({ death: 5_000_000, disability: 0 }));
      expect(old.statusCode).toBe(409);
      expect(old.json().code).toBe('LIFE_AGE_LIMIT');
      await setLaura('birthday', '1988-04-12');

      const spouse = await post(life({ death: 5_000_000, disability: 0 }, [{ familyId: family['Javier']!, month: 1, price: 0 }]));
      expect(spouse.json().code).toBe('BENEFICIARY_NOT_ALLOWED');
      // 5 M€ at 1.05 ‰ is 5 250 € a year: more than the top bag (3 000 €) and the user bag.
      const dear = await post(life({ death: 500_000_000, disability: 0 }));
      expect(dear.statusCode).toBe(409);
      expect(dear.json()).toMatchObject({ code: 'PRICE_EXCEEDS_AVAILABLE', message: 'El precio ha excedido la cantidad disponible' });
    });
  });

  describe('life-axa', () => {
    const axa = { fallcc: 5_000_000, falla: 5_000_000, fallac: 0, ipacc: 0, ipaa: 0, ipaac: 0, ginv: 0 };
    const lifeAxa = (details: object) => ({ year: YEAR, benefitId: ids['AXA Vida Protección'], items: employeeItems(), details });

    it('says which rule a broken policy breaks, by the field, instead of refusing its price 0 as ZERO_PRICE; nothing is stored', async () => {
      // docs/product/benefits-and-simulation.md §5 Life-axa: a broken rule prices the policy at 0, and the cart refuses a price 0 (§5 General).
      const cartBefore = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: laura })).json().cart.length;
      const res = await post(lifeAxa({ ...axa, falla: 6_000_000, ipaa: 1_000_000 }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'LIFE_AXA_REQUIRES',
        message: 'Esta cobertura requiere contratar otra cobertura',
        fields: { 'details.ipaa': 'errors.LIFE_AXA_REQUIRES' },
        params: { field: 'ipaa', requires: 'ipacc', rules: 'LIFE_AXA_REQUIRES,LIFE_AXA_EXCEEDS_PARENT' },
      });
      const parent = await post(lifeAxa({ ...axa, falla: 6_000_000 }));
      expect(parent.json()).toMatchObject({ code: 'LIFE_AXA_EXCEEDS_PARENT', fields: { 'details.falla': 'errors.LIFE_AXA_EXCEEDS_PARENT' } });
      expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: laura })).json().cart).toHaveLength(cartBefore);
    });

    it('accepts a proposal that keeps every rule, priced by age', async () => {
      const res = await post(lifeAxa(axa));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ price: 12 * 605, details: { ...axa, startDate: '2027-01-01', price: 605, table: 'life-axa-2026' } });
    });

    it("refuses a proposal that breaks a rule with that rule's code", async () => {
      const cases: [object, number, string][] = [
        [{ ...axa, falla: 6_000_000 }, 400, 'LIFE_AXA_EXCEEDS_PARENT'],
        [{ ...axa, fallcc: 0, falla: 0 }, 400, 'LIFE_AXA_MANDATORY'],
        [{ ...axa, fallcc: 3_000_000, falla: 0 }, 400, 'LIFE_AXA_MINIMUM'],
        [{ ...axa, ipaa: 1_000_000 }, 400, 'LIFE_AXA_REQUIRES'],
      ];
      for (const [details, status, code] of cases) {
        const res = await post(lifeAxa(details));
        expect({ status: res.statusCode, code: res.json().code }).toEqual({ status, code });
      }
      const parent = (await post(lifeAxa({ ...axa, falla: 6_000_000 }))).json();
      expect(parent.params).toMatchObject({ field: 'falla', parent: 'fallcc' });
      await setLaura('birthday', '1950-01-01');
      const old = await post(lifeAxa(axa));
      expect(old.statusCode).toBe(409);
      expect(old.json().code).toBe('LIFE_AXA_AGE_LIMIT');
    });
  });

  describe('renting', () => {
    const tiguanFees = { feeWithoutVAT: 45_455, feeWithVAT: 55_000, vehicleValue: 3_980_000, years: 3, privateUse: 100 };
    const corollaFees = { feeWithoutVAT: 32_231, feeWithVAT: 39_000, vehicleValue: 2_890_000, years: 2 };
    const rent = (details: object, items: object[] = employeeItems(), car = 'Volkswagen Tiguan 1.5 TSI') => ({
      year: YEAR,
      benefitId: ids[car],
      items,
      details,
    });
    const rentCorolla = (details: object) => rent(details, employeeItems(), 'Toyota Corolla Hybrid 140H');

    it("accepts the Tiguan at the fee with VAT, with the in-kind value from the profile's private use in the details", async () => {
      const res = await post(rent(tiguanFees));
      expect(res.statusCode).toBe(201);
      // 39 800 € × 20 % × 30 % / 12 = 199 € a month; the client's private use (100) is not used.
      expect(res.json()).toMatchObject({
        product: 'renting',
        price: 12 * 55_000,
        effectiveDate: '2027-01-01',
        details: { ...tiguanFees, privateUse: 30, startDate: '2027-01-01', efficiency: 'none', inKindMonthly: 19_900 },
      });
      await setLaura('private_use', 50);
      const again = await put(res.json().id, rent(tiguanFees));
      expect(again.json().details).toMatchObject({ privateUse: 50, inKindMonthly: 33_167 });
    });

    it('prices the Corolla from the catalogue: 390 €/month, hybrid, 115.60 €/month in kind, when the browser sends no figure', async () => {
      const res = await post(rentCorolla({ years: 2 }));
      expect(res.statusCode).toBe(201);
      // 28 900 € × 20 % × 80 % (hybrid ≤ 35 000 €) × 30 % / 12 = 115.60 €.
      expect(res.json()).toMatchObject({ price: 12 * 39_000, details: { ...corollaFees, efficiency: 'hybrid', inKindMonthly: 11_560 } });
    });

    it('refuses the 390 €/month Corolla at 10 €/month on add, on edit and on a change of the contracted car', async () => {
      const cheap = { ...corollaFees, feeWithoutVAT: 826, feeWithVAT: 1_000 };
      const added = await post(rentCorolla(cheap));
      expect(added.statusCode).toBe(400);
      expect(added.json()).toMatchObject({
        code: 'RENTING_PRICE_MISMATCH',
        params: { field: 'feeWithoutVAT', expected: 32_231 },
        fields: { 'details.feeWithoutVAT': 'errors.RENTING_PRICE_MISMATCH' },
      });
      const fair = await post(rentCorolla(corollaFees));
      expect(fair.statusCode).toBe(201);
      const edited = await put(fair.json().id, rentCorolla({ ...corollaFees, feeWithVAT: 1_000 }));
      expect(edited.statusCode).toBe(400);
      expect(edited.json()).toMatchObject({ code: 'RENTING_PRICE_MISMATCH', params: { field: 'feeWithVAT', expected: 39_000 } });
      await setStatus(fair.json().id, 'contracted');
      const changed = await put(fair.json().id, rentCorolla({ ...corollaFees, vehicleValue: 100 }));
      expect(changed.statusCode).toBe(400);
      expect(changed.json()).toMatchObject({ code: 'RENTING_PRICE_MISMATCH', params: { field: 'vehicleValue', expected: 2_890_000 } });
      const row = await oneRow<{ price: number }>(t.database.db, sql`select price from contracts where id = ${fair.json().id}`);
      expect(Number(row.price)).toBe(12 * 39_000);
    });

    it('refuses a term outside 2–5 years and a part of the year, each with its code', async () => {
      for (const years of [1, 6]) {
        const res = await post(rent({ ...tiguanFees, years }));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'RENTING_YEARS',
          message: 'La duración del renting debe ser de 2 a 5 años',
          fields: { 'details.years': 'errors.RENTING_YEARS' },
          params: { field: 'years', min: 2, max: 5 },
        });
      }
      const negative = await post(rent({ ...tiguanFees, feeWithoutVAT: -1 }));
      expect(negative.statusCode).toBe(400);
      expect(negative.json().code).toBe('VALIDATION'); // the shared schema refuses a negative amount before the rule runs
      expect(Object.keys(negative.json().fields ?? {})).toEqual(['details.feeWithoutVAT']);
      // The Tiguan is contracted for the whole year (hole-year): a start in March leaves two open months out.
      const part = await post(rent({ ...tiguanFees, startDate: '2027-03-01' }));
      expect(part.statusCode).toBe(400);
      expect(part.json().code).toBe('WHOLE_YEAR_REQUIRED');
    });

    it('refuses a car the flexible bag cannot pay', async () => {
      await setLaura('flexible_bag', 500_000);
      const res = await post(rent(tiguanFees));
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('PRICE_EXCEEDS_AVAILABLE');
    });
  });
});

describe("on the cut-off day, 20 October 2026: a policy's start month, a saving plan change inside its window", () => {
  let t: TestApp;
  let laura: Headers;

  beforeAll(async () => {
    t = await createTestApp({}, () => new Date('2026-10-20T10:00:00+02:00'));
    laura = await loginAs(t.app, 'acme', LAURA);
  });
  afterAll(async () => {
    await t.close();
  });

  it("re-checks a policy's start month: a month that is not open is refused, the open one is taken", async () => {
    const { ids } = await catalogue(t, laura);
    const life = (startDate: string) => ({
      year: 2026,
      benefitId: ids['Seguro de vida colectivo'],
      items: [{ familyId: null, month: 12, price: 0 }],
      details: { death: 5_000_000, disability: 0, startDate },
    });
    // On the cut-off day (20) November is closed, even though the browser proposes December's item.
    for (const [startDate, month] of [
      ['2026-11-01', 11],
      ['2027-01-01', 1],
    ] as const) {
      const closed = await t.app.inject({ method: 'POST', url: '/api/contracts', headers: laura, payload: life(startDate) });
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toMatchObject({ code: 'MONTH_NOT_AVAILABLE', params: { month } });
    }
    const december = await t.app.inject({ method: 'POST', url: '/api/contracts', headers: laura, payload: life('2026-12-01') });
    expect(december.statusCode).toBe(201);
    // Death only: 1.05 ‰ of 50 000 € is 52.50 € a year → 4.38 € in December.
    expect(december.json()).toMatchObject({ effectiveDate: '2026-12-01', price: 438 });
    await t.app.inject({ method: 'DELETE', url: `/api/contracts/${december.json().id}`, headers: laura });
  });

  it('changes a contracted plan to another basket, effective on 1 December', async () => {
    const { ids } = await catalogue(t, laura);
    // On the cut-off day (20) the next month is closed: December is the only month left in 2026.
    const plan = (basket: string) => ({
      year: 2026,
      benefitId: ids[basket],
      items: [],
      details: { benefitId: ids[basket], months: [{ month: 12, amount: 10_000 }] },
    });
    const first = await t.app.inject({ method: 'POST', url: '/api/contracts', headers: laura, payload: plan('Cartera Prudente') });
    expect(first.statusCode).toBe(201);
    expect(first.json().effectiveDate).toBeNull();
    await t.database.db.execute(sql`update contracts set status = 'contracted', signed = true where id = ${first.json().id}`);

    const change = await t.app.inject({ method: 'POST', url: '/api/contracts', headers: laura, payload: plan('Cartera Decidida') });
    expect(change.statusCode).toBe(201);
    expect(change.json()).toMatchObject({ status: 'cart', effectiveDate: '2026-12-01', price: 10_000 });
    const row = await oneRow<{ effective_date: unknown }>(t.database.db, sql`select effective_date from contracts where id = ${change.json().id}`);
    expect(String(row.effective_date)).toContain('2026-12-01');
  });
});
