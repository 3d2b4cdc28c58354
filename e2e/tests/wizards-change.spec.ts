import { api, apiLogin, expect, linkIn, locales, openLoggedIn, seriousViolations, test, waitForMail } from '../fixtures';
import { emptyCart } from '../contracts-api';

const { es } = locales;
const LAURA = 'laura.martin@acme.test';
const ADMIN = 'admin@acme.test';
const ACCEPT_PATH = '/contracts/accept?token=';
const SANITAS = 'Sanitas Más Salud';
const euros = (cents: number) => new Intl.NumberFormat('es', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(cents / 100);

interface Contract {
  id: number;
  benefitId: number;
  year: number;
  status: string;
  finalPrice: number;
  replacesContractId: number | null;
}

/** A contract and the changes that replace it, oldest first (GET /my-contracts). */
async function contractAndChanges(token: string, id: number): Promise<Contract[]> {
  const all = (await api('acme', 'GET', '/my-contracts', undefined, token)).body as Contract[];
  return all.filter((c) => c.id === id || c.replacesContractId === id).sort((a, b) => a.id - b.id);
}

/**
 * Laura's own Sanitas contract for the plan year, as a person gets one: in the cart, signed, the
 * e-mail link accepted, and (health asks questions) approved by the company's administrator.
 */
async function contractedSanitas(token: string, onCreated: (id: number) => void): Promise<Contract> {
  const { year } = (await api('acme', 'GET', '/bags', undefined, token)).body as { year: number };
  const benefits = (await api('acme', 'GET', '/modalities/by-category/health-insurance', undefined, token)).body as { id: number; name: { es: string } }[];
  const sanitas = benefits.find((b) => b.name.es === SANITAS)!;
  const members = [{ familyId: null, startMonth: 1, supplementaries: [] }];
  const added = await api('acme', 'POST', '/contracts', { year, benefitId: sanitas.id, items: [], details: { members } }, token);
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const contract = added.body as Contract;
  onCreated(contract.id);

  const signedAt = new Date(Date.now() - 1000);
  expect((await api('acme', 'POST', '/contracts/purchase', { ids: [contract.id] }, token)).status).toBe(200);
  const mail = await waitForMail({ to: LAURA, after: signedAt, linkContains: ACCEPT_PATH });
  const acceptToken = new URL(linkIn(mail, ACCEPT_PATH)).searchParams.get('token')!;
  expect((await api('acme', 'POST', '/contracts/accept', { token: acceptToken })).status).toBe(200);
  const admin = await apiLogin('acme', ADMIN);
  expect((await api('acme', 'POST', `/admin/contracts/${contract.id}/approve`, undefined, admin)).status).toBe(200);
  const [contracted] = await contractAndChanges(token, contract.id);
  expect(contracted).toMatchObject({ status: 'contracted', year });
  return contracted!;
}

test.describe('changing a contracted wizard contract (spec part 2 §4)', () => {
  let token = '';
  let created: number | null = null;

  test.beforeEach(async () => {
    token = await apiLogin('acme', LAURA);
    await emptyCart('acme', token);
  });

  // The shared database goes back to how it was: the change and the contract cancelled, the cart empty.
  test.afterEach(async () => {
    await emptyCart('acme', token);
    if (created === null) return;
    const admin = await apiLogin('acme', ADMIN);
    for (const contract of (await contractAndChanges(token, created)).reverse()) {
      if (contract.status === 'pending' || contract.status === 'contracted') {
        await api('acme', 'POST', `/admin/contracts/${contract.id}/cancel`, undefined, admin);
      }
    }
    created = null;
  });

  test('laura adds her husband to her health insurance: the change waits for her e-mail and the old conditions stay', async ({ page }, testInfo) => {
    const original = await contractedSanitas(token, (id) => {
      created = id;
    });

    await openLoggedIn(page, 'acme', LAURA, '/products/health-insurance');
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
    const [kept, change] = await contractAndChanges(token, original.id);
    expect(kept).toMatchObject({ id: original.id, status: 'contracted', finalPrice: original.finalPrice });
    expect(change).toMatchObject({ status: 'pending', replacesContractId: original.id });
    expect(change!.finalPrice).toBeGreaterThan(original.finalPrice);
    await expect(card.getByTestId('pending-change')).toHaveText(es.benefits.card.changePending.replace('{{price}}', euros(change!.finalPrice)));
    await waitForMail({ to: LAURA, after: changedAt, linkContains: ACCEPT_PATH });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await seriousViolations(page), `at ${width} px`).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`health-change-${width}.png`), fullPage: true });
    }
  });
});
