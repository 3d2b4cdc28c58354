import { expect, linkIn, locales, openLoggedIn, seriousViolations, test, waitForMail, type Session } from '../fixtures';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { benefitListSchema } from '@flexplan/domain/benefits/benefits-api';
import type { myContractSchema } from '@flexplan/domain/contracts/contracts-api';
import { formatMoney } from '@flexplan/domain/money/format-money';

const { es } = locales;
const ACCEPT_PATH = '/contracts/accept?token=';
const SANITAS = 'Sanitas Más Salud';
const euros = (cents: number) => formatMoney(cents, 'es');

type Contract = ResponseOf<typeof myContractSchema>;

/** A contract and the changes that replace it, oldest first (GET /my-contracts). */
async function contractAndChanges(who: Session, id: number): Promise<Contract[]> {
  const all = (await who.get<Contract[]>('/my-contracts')).body;
  return all.filter((c) => c.id === id || c.replacesContractId === id).sort((a, b) => a.id - b.id);
}

/**
 * The employee's own Sanitas contract for the plan year, as a person gets one: in the cart, signed,
 * the e-mail link accepted, and (health asks questions) approved by the company's administrator.
 */
async function contractedSanitas(who: Session, admin: Session): Promise<Contract> {
  const { year } = (await who.get<{ year: number }>('/bags')).body;
  const benefits = (await who.get<ResponseOf<typeof benefitListSchema>>('/modalities/by-category/health-insurance')).body;
  const sanitas = benefits.find((b) => b.name.es === SANITAS)!;
  const members = [{ familyId: null, startMonth: 1, supplementaries: [] }];
  const added = await who.post<Contract>('/contracts', { year, benefitId: sanitas.id, items: [], details: { members } });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const contract = added.body;

  const signedAt = new Date(Date.now() - 1000);
  expect((await who.post('/contracts/purchase', { ids: [contract.id] })).status).toBe(200);
  const mail = await waitForMail({ to: who.email, after: signedAt, linkContains: ACCEPT_PATH });
  const acceptToken = new URL(linkIn(mail, ACCEPT_PATH)).searchParams.get('token')!;
  expect((await who.withoutSession().post('/contracts/accept', { token: acceptToken })).status).toBe(200);
  expect((await admin.post(`/admin/contracts/${contract.id}/approve`)).status).toBe(200);
  const [contracted] = await contractAndChanges(who, contract.id);
  expect(contracted).toMatchObject({ status: 'contracted', year });
  return contracted!;
}

test.describe('changing a contracted wizard contract (docs/product/cart-and-contracts.md §4)', () => {
  test('laura adds her husband to her health insurance: the change waits for her e-mail and the old conditions stay', async ({
    page,
    employee,
    login,
  }, testInfo) => {
    const original = await contractedSanitas(employee, await login('acme', 'admin@acme.test'));

    await openLoggedIn(page, employee, '/products/health-insurance');
    const card = page.getByTestId('benefit-card').filter({ hasText: SANITAS }).first();
    const wizard = page.getByTestId('health-wizard');
    // The wizard opens on the contract's insured people, with its status text and an update-contract button.
    await expect(card.getByTestId('contract-status')).toHaveText(es.benefits.status.alreadyContracted);
    await expect(card.getByTestId('contract-price')).toHaveText(es.benefits.card.contractedPrice.replace('{{price}}', euros(original.finalPrice)));
    await expect(wizard.getByRole('checkbox', { name: /Laura/ })).toBeChecked();
    await expect(wizard.getByRole('checkbox', { name: /Javier/ })).not.toBeChecked();
    const update = wizard.getByRole('button', { name: `${es.benefits.actions.updateContract}: ${SANITAS}` });
    await expect(update).toBeVisible();
    await expect(wizard.getByRole('button', { name: new RegExp(`^${es.benefits.actions.add}`) })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    const before = await wizard.getByTestId('year-total').textContent();
    await wizard.getByRole('checkbox', { name: /Javier/ }).check();
    await expect(wizard.getByTestId('year-total')).not.toHaveText(before!);
    const changedAt = new Date(Date.now() - 1000);
    await update.click();
    await expect(page.getByText(es.benefits.toast.contractUpdated).first()).toBeVisible();

    // Until the e-mail is accepted the contract in force is the old one; the change waits beside it.
    await expect(card.getByTestId('contract-status')).toHaveText(es.benefits.status.alreadyContracted);
    await expect(card.getByTestId('contract-price')).toHaveText(es.benefits.card.contractedPrice.replace('{{price}}', euros(original.finalPrice)));
    const [kept, change] = await contractAndChanges(employee, original.id);
    expect(kept).toMatchObject({ id: original.id, status: 'contracted', finalPrice: original.finalPrice });
    expect(change).toMatchObject({ status: 'pending', replacesContractId: original.id });
    expect(change!.finalPrice).toBeGreaterThan(original.finalPrice);
    await expect(card.getByTestId('pending-change')).toHaveText(es.benefits.card.changePending.replace('{{price}}', euros(change!.finalPrice)));
    await waitForMail({ to: employee.email, after: changedAt, linkContains: ACCEPT_PATH });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await seriousViolations(page), `at ${width} px`).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`health-change-${width}.png`), fullPage: true });
    }
  });
});
