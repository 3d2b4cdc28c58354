import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hostOf, loginAs } from '../../test/auth-helpers';

const YEAR = 2027;
const monthly = (price: number) => Array.from({ length: 12 }, (_, i) => ({ familyId: null, month: i + 1, price }));

describe('changing a contracted contract (docs/product/cart-and-contracts.md §4)', () => {
  let t: TestApp;
  let laura: Record<string, string>;
  let foodId: number;
  let gymId: number;

  /** Puts a benefit through cart → purchase → acceptance, as a person would, and answers the contract id. */
  async function contractFor(benefitId: number, price: number): Promise<number> {
    const created = (
      await t.app.inject({ method: 'POST', url: '/api/contracts', headers: laura, payload: { year: YEAR, benefitId, items: monthly(price) } })
    ).json();
    await t.app.inject({ method: 'POST', url: '/api/contracts/purchase', headers: laura, payload: { ids: [created.id] } });
    await t.app.mail.flush();
    const [mail] = (await t.app.inject({ method: 'GET', url: '/api/dev/mail' })).json();
    const token = mail.links[0].split('token=')[1];
    await t.app.inject({ method: 'POST', url: '/api/contracts/accept', headers: { host: hostOf('acme') }, payload: { token } });
    return created.id;
  }
  const put = (id: number, body: object) => t.app.inject({ method: 'PUT', url: `/api/contracts/${id}`, headers: laura, payload: body });
  const flexibleBag = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/bags?year=${YEAR}`, headers: laura })).json().overview.flexible as { spent: number };
  const myContract = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: '/api/my-contracts', headers: laura })).json().find((c: { id: number }) => c.id === id);

  beforeAll(async () => {
    t = await createTestApp();
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    const food = (await t.app.inject({ method: 'GET', url: '/api/modalities/by-category/food', headers: laura })).json();
    const gym = (await t.app.inject({ method: 'GET', url: '/api/modalities/by-category/gym', headers: laura })).json();
    foodId = food.find((b: { faceValues: number[] }) => b.faceValues.length === 0).id;
    gymId = gym[0].id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the old conditions until the change is accepted, one change at a time', async () => {
    const original = await contractFor(foodId, 10_000);
    expect((await myContract(original)).status).toBe('contracted');

    const spentBefore = (await flexibleBag()).spent;
    const change = await put(original, { year: YEAR, benefitId: foodId, items: monthly(15_000) });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toMatchObject({ status: 'cart', replacesContractId: original, price: 180_000 });
    expect(await myContract(original)).toMatchObject({ status: 'contracted', price: 120_000 });
    // Only one of the two will be in force: the bag counts the dearer (180 000), not both (300 000).
    expect((await flexibleBag()).spent).toBe(spentBefore - 120_000 + 180_000);

    const second = await put(original, { year: YEAR, benefitId: foodId, items: monthly(12_000) });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('CHANGE_IN_PROGRESS');

    await t.app.inject({ method: 'POST', url: '/api/contracts/purchase', headers: laura, payload: { ids: [change.json().id] } });
    // The list's rule (docs/product/employee-portal.md §4): pending reads "pending review"; home's priority reads it "pending signature" while unsigned.
    expect(await myContract(change.json().id)).toMatchObject({ status: 'pending', signed: false, label: 'contracts.list.pendingReview' });
    await t.app.mail.flush();
    const [mail] = (await t.app.inject({ method: 'GET', url: '/api/dev/mail' })).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/contracts/accept',
      headers: { host: hostOf('acme') },
      payload: { token: mail.links[0].split('token=')[1] },
    });
    expect(await myContract(original)).toMatchObject({ status: 'cancelled' });
    expect(await myContract(change.json().id)).toMatchObject({ status: 'contracted', price: 180_000 });
  });

  it('cancels a contracted item changed to price zero, and a cancelled one is edited back into the cart', async () => {
    const original = await contractFor(foodId, 8_000);
    const cancelled = await put(original, { year: YEAR, benefitId: foodId, items: monthly(0) });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: original, status: 'cancelled' });
    const back = await put(original, { year: YEAR, benefitId: foodId, items: monthly(9_000) });
    expect(back.json()).toMatchObject({ id: original, status: 'cart', signed: false, price: 108_000 });
  });

  it('refuses to change a contracted item of a category that allows no changes', async () => {
    const gym = await contractFor(gymId, 3_990);
    expect((await myContract(gym)).status).toBe('contracted');
    // gym is not a default product: it may change (docs/product/benefits-and-simulation.md §4 "or a non-default category").
    expect((await put(gym, { year: YEAR, benefitId: gymId, items: monthly(4_990) })).statusCode).toBe(200);
  });
});
