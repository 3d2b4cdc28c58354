import { DomainError, errorCodes } from '@flexplan/domain';
import { isWizardError, wizardErrors } from '@flexplan/domain/errors/wizard-error-codes';
import {
  allowsContractAction,
  priceCartItem,
  type Benefit,
  type ContractBody,
  type EditedContract,
  type PricedCartItem,
  type UserBags,
} from '@flexplan/domain/catalogue';
import type { UpdateContractBody } from '@flexplan/domain/benefits/benefit-schemas';
import type { ContractView } from '@flexplan/domain/contracts/contracts-api';
import { taxYearFor } from '@flexplan/domain/tax/tax-years';
import type { DbOrTx } from '../../db/client';
import { FieldRuleError, InputError, NotFoundError } from '../../http/http-errors';
import type { SessionUser } from '../../http/session-user';
import type { ServiceDeps } from '../../service-deps';
import { isCompanyBenefit } from '../benefits/benefits.service';
import { loadTaxYears } from '../tax/tax-years.service';
import { ContractNotEditableError, MainBenefitFirstError, NotAllowedToHireError, StaleVersionError } from './contract-errors';
import { toContractView } from './contract-view';
import {
  deleteContract,
  findOwnContract,
  insertContract,
  insertContractAtCartVersion,
  type AddedContract,
  type ContractRow,
  type NewContractItem,
  listContractCharges,
  listUserContracts,
  lockCartFindingContract,
  lockUserBags,
  removeOwnCartItem,
  updateContract,
} from './contracts.repository';
import { lockUserBagsReading } from './user-bags.repository';
import { loadWizardInputs } from './wizard-inputs';
import { changeContracted } from './contract-change';
import { findCartInputs, type CartInputs } from './cart-inputs.repository';
import { itemRows, pricedColumns } from './priced-rows';

/** Cart items: add, change and remove, each re-priced by the domain rules inside one locked transaction. */
type ContractsDeps = Pick<ServiceDeps, 'db' | 'clock'>;

/** The benefit as this user may contract it with the rest of the pricing inputs; 404 when the company has no such benefit. */
async function cartInputs(tx: DbOrTx, user: SessionUser, benefitId: number): Promise<CartInputs> {
  const inputs = await findCartInputs(tx, { companyId: user.companyId, userId: user.id, collectiveId: user.collectiveId }, benefitId);
  if (inputs) return inputs;
  if (await isCompanyBenefit(tx, user.companyId, benefitId)) throw new NotAllowedToHireError();
  throw new NotFoundError('benefit');
}

/** cartInputs of a benefit that may be added on its own: a supplementary one comes with its main benefit. */
async function addableInputs(tx: DbOrTx, user: SessionUser, benefitId: number): Promise<CartInputs> {
  const inputs = await cartInputs(tx, user, benefitId);
  if (inputs.benefit.isSupplementary) throw new MainBenefitFirstError();
  return inputs;
}

/**
 * Takes the user's cart lock and reads the bags it guards, in one statement: every cart change
 * of one user runs one at a time, so two concurrent requests can never both spend the same money.
 */
async function lockCart(tx: DbOrTx, user: SessionUser): Promise<UserBags> {
  const bags = await lockUserBagsReading(tx, user.companyId, user.id);
  if (!bags) throw new NotFoundError('user');
  return bags;
}

/** Re-prices the proposed items as of today against the locked bags: the client's prices are checked, never trusted. */
async function price(
  { clock }: Pick<ServiceDeps, 'clock'>,
  tx: DbOrTx,
  user: SessionUser,
  cutOffDay: number,
  bags: UserBags,
  inputs: CartInputs,
  body: ContractBody,
  editing?: EditedContract,
) {
  const { benefit, contracts, family } = inputs;
  const wizardInputs = await loadWizardInputs(tx, user, benefit, body.year, editing?.id ?? null);
  const years = await loadTaxYears({ db: tx });
  // The plan year's own parameters, as the database holds them (docs/decisions/432-tax-years-read-from-the-rows.md).
  const taxYear = taxYearFor(body.year, years);
  return withFieldErrors(() =>
    priceCartItem({
      benefit,
      bags,
      year: body.year,
      contracts,
      family,
      items: body.items,
      details: body.details,
      today: clock.today(),
      companyCutOffDay: cutOffDay,
      editing: editing ?? null,
      minimumWageAnnual: taxYear.minimumWageAnnual,
      maxInKindBasisPoints: taxYear.maxInKindShare,
      rentingInKindRules: taxYear.rentingInKind,
      ...wizardInputs,
    }),
  );
}

/**
 * What an add writes, priced from one reading of everything the price depends on, with the cart
 * version that reading was at (migration 0019).
 */
async function pricedAdd(deps: ContractsDeps, tx: DbOrTx, user: SessionUser, cutOffDay: number, body: ContractBody) {
  const inputs = await addableInputs(tx, user, body.benefitId);
  if (!inputs.cart) throw new NotFoundError('user');
  const { benefit } = inputs;
  const priced = await price(deps, tx, user, cutOffDay, inputs.cart.bags, inputs, body);
  return { benefit, cartVersion: inputs.cart.cartVersion, row: addedRow(benefit, body, priced), items: itemRows(priced, benefit) };
}

/** The add written only if the user's cart version has not moved since its reading; undefined when it has. */
async function addAtCartVersion(deps: ContractsDeps, user: SessionUser, cutOffDay: number, body: ContractBody): Promise<ContractView | undefined> {
  const { db } = deps;
  const add = await pricedAdd(deps, db, user, cutOffDay, body);
  const saved = await insertContractAtCartVersion(db, user.companyId, user.id, add.cartVersion, add.row, add.items);
  return saved && addedView(saved, add.benefit);
}

/** The add read and written under the cart lock, which waits for whatever is changing the cart. */
function addUnderLock(deps: ContractsDeps, user: SessionUser, cutOffDay: number, body: ContractBody): Promise<ContractView> {
  return deps.db.transaction(async (tx) => {
    await lockCartOf(tx, user);
    const add = await pricedAdd(deps, tx, user, cutOffDay, body);
    // What was written is what the API answers: no read back.
    return addedView(await insertContract(tx, user.companyId, user.id, add.row, add.items), add.benefit);
  });
}

/**
 * The usual case without the cart lock, BEGIN or COMMIT, and when the cart moved
 * between its reading and its write, again under the lock: two adds can never both spend the
 * same money either way.
 */
export async function addToCart(deps: ContractsDeps, user: SessionUser, cutOffDay: number, body: ContractBody): Promise<ContractView> {
  return (await addAtCartVersion(deps, user, cutOffDay, body)) ?? addUnderLock(deps, user, cutOffDay, body);
}

export async function updateCartContract(
  deps: ContractsDeps,
  user: SessionUser,
  cutOffDay: number,
  id: number,
  body: UpdateContractBody,
): Promise<ContractView> {
  return deps.db.transaction(async (tx) => {
    const bags = await lockCart(tx, user);
    const existing = await findOwnContract(tx, user.companyId, user.id, id);
    if (!existing) throw new NotFoundError('contract');
    const { contract } = existing;
    if (body.version !== undefined && body.version !== contract.version) throw new StaleVersionError();
    if (body.benefitId !== contract.benefitId) throw new NotFoundError('benefit');
    const inputs = await cartInputs(tx, user, contract.benefitId);
    const { benefit } = inputs;
    // The product page offers what the contract's state allows; anything else is refused here
    // (a pending contract waits for its acceptance or review; a cancelled one comes back).
    const action = contract.status === 'contracted' ? 'modify' : contract.status === 'cancelled' ? 'add' : 'update';
    if (!allowsContractAction(contract, { category: contract.category, isDefault: benefit.product.isDefault }, action)) {
      throw new ContractNotEditableError(contract.status);
    }
    if (contract.status === 'contracted') {
      const change = await changeContracted(tx, user, existing, benefit, body, (draft) =>
        price(deps, tx, user, cutOffDay, bags, inputs, draft, { id, status: contract.status, items: existing.items }),
      );
      return toContractView(change.contract, change.items, { benefitName: benefit.name, line: benefit.product.line });
    }
    const priced = await price(deps, tx, user, cutOffDay, bags, inputs, body, { id, status: contract.status, items: existing.items });
    // A cancelled contract is updated directly and comes back to the cart (docs/product/cart-and-contracts.md §4).
    const isSaved = await updateContract(
      tx,
      user.companyId,
      id,
      contract.version,
      {
        year: body.year,
        ...pricedColumns(priced),
        additionalInfo: body.additionalInfo === undefined ? contract.additionalInfo : body.additionalInfo,
        ...(contract.status === 'cancelled' ? { status: 'cart' as const, signed: false } : {}),
      },
      itemRows(priced, benefit),
    );
    if (!isSaved) throw new StaleVersionError();
    return savedView(tx, user, id, benefit);
  });
}

export async function removeFromCart({ db }: Pick<ServiceDeps, 'db'>, user: SessionUser, id: number): Promise<void> {
  // The usual case in one statement: a cart item, deleted under the cart lock.
  if (await removeOwnCartItem(db, user.companyId, user.id, id)) return;
  // Nothing deleted: someone else's or no contract (404), or one the rules keep (409), told apart here.
  await db.transaction(async (tx) => {
    // The cart lock and the contract in one statement; its items are not needed to remove it.
    const { contract } = await lockCartFindingContract(tx, user.companyId, user.id, id);
    if (!contract) throw new NotFoundError('contract');
    // Only a cart item is removed; whether the product is a default one matters only to a contracted contract.
    const product = { category: contract.category, isDefault: true };
    if (!allowsContractAction(contract, product, 'remove')) throw new ContractNotEditableError(contract.status);
    await deleteContract(tx, user.companyId, id);
  });
}

/** The contract an add writes: the benefit's, at the price the domain rules gave. */
function addedRow(benefit: Benefit, body: ContractBody, priced: PricedCartItem): AddedContract {
  return {
    benefitId: benefit.id,
    category: benefit.product.alias,
    collectiveId: benefit.collectiveId,
    year: body.year,
    status: 'cart',
    ...pricedColumns(priced),
    additionalInfo: body.additionalInfo ?? null,
  };
}

/** A contract an add wrote, as the API answers it. */
function addedView(saved: { contract: ContractRow; items: NewContractItem[] }, benefit: Benefit): ContractView {
  return toContractView(saved.contract, saved.items, { benefitName: benefit.name, line: benefit.product.line });
}

/** The item just written, read back in the same transaction as the API answers it. */
async function savedView(tx: DbOrTx, user: SessionUser, id: number, benefit: Benefit): Promise<ContractView> {
  const saved = await findOwnContract(tx, user.companyId, user.id, id);
  if (!saved) throw new NotFoundError('contract');
  return toContractView(saved.contract, saved.items, { benefitName: benefit.name, line: benefit.product.line });
}

/**
 * The domain reports a bad field of the items or the details as a VALIDATION error naming the
 * field and its message key; the API answers it like any bad input, in `fields`. A wizard rule
 * broken by one field of the details (400: LIFE_DEATH_MINIMUM, RENTING_FEE_VAT, RENTING_YEARS,
 * the life-axa rules…) keeps its own code and message, with that field in `fields` too.
 */
function withFieldErrors<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof DomainError && error.code === errorCodes.VALIDATION) {
      const { field, message, ...bounds } = error.params;
      if (typeof field === 'string' && typeof message === 'string')
        throw new InputError({ [field]: message }, Object.keys(bounds).length > 0 ? { [field]: bounds } : {});
    }
    if (isWizardError(error) && wizardErrors[error.code].status === 400 && typeof error.params['field'] === 'string') {
      throw new FieldRuleError(error, `details.${error.params['field']}`);
    }
    throw error;
  }
}

/**
 * Takes the user's cart lock inside the caller's transaction: checkout signs under the same lock
 * as the cart's changes, so the bags cannot be overspent between its re-check and its write.
 */
export function lockCartOf(tx: DbOrTx, user: Pick<SessionUser, 'companyId' | 'id'>): Promise<void> {
  return lockUserBags(tx, user.companyId, user.id);
}

/** What the user's contracts charge to the bags (bagOverview's input), read in the caller's transaction. */
export function listContractChargesOf(db: DbOrTx, user: Pick<SessionUser, 'companyId' | 'id'>) {
  return listContractCharges(db, user.companyId, user.id);
}

/** The user's contracted contracts with their items (the compensation page values them). */
export function listContractedContractsOf(db: DbOrTx, user: Pick<SessionUser, 'companyId' | 'id'>) {
  return listUserContracts(db, user.companyId, user.id, ['contracted']);
}

/** The user's cart, pending and contracted contracts with their items (the best plan takes them as given). */
export function listLiveContractsOf(db: DbOrTx, user: Pick<SessionUser, 'companyId' | 'id'>) {
  return listUserContracts(db, user.companyId, user.id, ['cart', 'pending', 'contracted']);
}
