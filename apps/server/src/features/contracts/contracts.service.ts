import { DomainError, errorCodes } from '@flexplan/domain';
import { isWizardError, wizardErrors } from '@flexplan/domain/errors/wizard-error-codes';
import {
  allowsContractAction,
  formatIsoDate,
  priceCartItem,
  toMadridDate,
  type Benefit,
  type ContractBody,
  type EditedContract,
  type PricedCartItem,
} from '@flexplan/domain/catalogue';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { FieldRuleError, InputError, NotFoundError } from '../../http/http-errors';
import type { SessionUser } from '../auth/session-user';
import { findCompanyBenefit, findContractableBenefit } from '../benefits/benefits.repository';
import { listFamilyRefs } from '../families/families.repository';
import { ContractNotEditableError, MainBenefitFirstError, NotAllowedToHireError, StaleVersionError } from './contract-errors';
import { toContractView } from './contract-view';
import { deleteContract, findOwnContract, insertContract, listContractCharges, lockUserBags, updateContract } from './contracts.repository';
import { findUserBags } from './user-bags.repository';
import { loadWizardInputs } from './wizard-inputs';
import { changeContracted } from './contract-change';

type Tx = Db;

/** Cart items: add, change and remove, each re-priced by the domain rules inside one locked transaction. */
export function createContractsService(app: FastifyInstance) {
  const today = () => formatIsoDate(toMadridDate(app.now().toISOString()));

  /** The benefit as this user may contract it; 404 when the company has no such benefit. */
  async function contractableBenefit(tx: Tx, user: SessionUser, benefitId: number): Promise<Benefit> {
    const scope = { companyId: user.companyId, userId: user.id, collectiveId: user.collectiveId };
    const benefit = await findContractableBenefit(tx, scope, benefitId);
    if (benefit) return benefit;
    if (await findCompanyBenefit(tx, user.companyId, benefitId)) throw new NotAllowedToHireError();
    throw new NotFoundError('benefit');
  }

  /** Re-prices the proposed items as of today: the client's prices are checked, never trusted. */
  async function price(tx: Tx, user: SessionUser, cutOffDay: number, benefit: Benefit, body: ContractBody, editing?: EditedContract) {
    const bags = await findUserBags(tx, user.companyId, user.id);
    if (!bags) throw new NotFoundError('user');
    const [contracts, family, wizardInputs] = await Promise.all([
      listContractCharges(tx, user.companyId, user.id),
      listFamilyRefs(tx, user.companyId, user.id),
      loadWizardInputs(tx, user, benefit, body.year, editing?.id ?? null),
    ]);
    return withFieldErrors(() =>
      priceCartItem({
        benefit,
        bags,
        year: body.year,
        contracts,
        family,
        items: body.items,
        details: body.details,
        today: today(),
        companyCutOffDay: cutOffDay,
        editing: editing ?? null,
        ...wizardInputs,
      }),
    );
  }

  return {
    async add(user: SessionUser, cutOffDay: number, body: ContractBody) {
      return app.database.db.transaction(async (txn) => {
        const tx = txn as unknown as Tx;
        await lockUserBags(tx, user.companyId, user.id);
        const benefit = await contractableBenefit(tx, user, body.benefitId);
        if (benefit.isSupplementary) throw new MainBenefitFirstError();
        const priced = await price(tx, user, cutOffDay, benefit, body);
        const id = await insertContract(
          tx,
          user.companyId,
          user.id,
          {
            benefitId: benefit.id,
            category: benefit.product.alias,
            collectiveId: benefit.collectiveId,
            year: body.year,
            status: 'cart',
            price: priced.price,
            finalPrice: priced.finalPrice,
            contributedPrice: priced.contributedPrice,
            userBag: priced.userBag,
            details: priced.details,
            additionalInfo: body.additionalInfo ?? null,
            effectiveDate: priced.effectiveDate ?? null,
          },
          itemRows(priced, benefit),
        );
        const saved = await findOwnContract(tx, user.companyId, user.id, id);
        return toContractView(saved!.contract, saved!.items, { benefitName: benefit.name, line: benefit.product.line });
      });
    },

    async update(user: SessionUser, cutOffDay: number, id: number, body: ContractBody & { version?: number }) {
      return app.database.db.transaction(async (txn) => {
        const tx = txn as unknown as Tx;
        await lockUserBags(tx, user.companyId, user.id);
        const existing = await findOwnContract(tx, user.companyId, user.id, id);
        if (!existing) throw new NotFoundError('contract');
        const { contract } = existing;
        if (body.version !== undefined && body.version !== contract.version) throw new StaleVersionError();
        if (body.benefitId !== contract.benefitId) throw new NotFoundError('benefit');
        const benefit = await contractableBenefit(tx, user, contract.benefitId);
        // The product page offers what the contract's state allows; anything else is refused here
        // (a pending contract waits for its acceptance or review; a cancelled one comes back).
        const action = contract.status === 'contracted' ? 'modify' : contract.status === 'cancelled' ? 'add' : 'update';
        if (!allowsContractAction(contract, { category: contract.category, isDefault: benefit.product.isDefault }, action)) {
          throw new ContractNotEditableError(contract.status);
        }
        if (contract.status === 'contracted') {
          const change = await changeContracted(tx, user, existing, benefit, body, (draft) =>
            price(tx, user, cutOffDay, benefit, draft, { id, status: contract.status, items: existing.items }),
          );
          return toContractView(change.contract, change.items, { benefitName: benefit.name, line: benefit.product.line });
        }
        const priced = await price(tx, user, cutOffDay, benefit, body, { id, status: contract.status, items: existing.items });
        // A cancelled contract is updated directly and comes back to the cart (spec part 2 §4).
        const isSaved = await updateContract(
          tx,
          user.companyId,
          id,
          contract.version,
          {
            year: body.year,
            price: priced.price,
            finalPrice: priced.finalPrice,
            contributedPrice: priced.contributedPrice,
            userBag: priced.userBag,
            details: priced.details,
            additionalInfo: body.additionalInfo === undefined ? contract.additionalInfo : body.additionalInfo,
            effectiveDate: priced.effectiveDate ?? null,
            ...(contract.status === 'cancelled' ? { status: 'cart' as const, signed: false } : {}),
          },
          itemRows(priced, benefit),
        );
        if (!isSaved) throw new StaleVersionError();
        const saved = await findOwnContract(tx, user.companyId, user.id, id);
        return toContractView(saved!.contract, saved!.items, { benefitName: benefit.name, line: benefit.product.line });
      });
    },

    async remove(user: SessionUser, id: number) {
      await app.database.db.transaction(async (txn) => {
        const tx = txn as unknown as Tx;
        await lockUserBags(tx, user.companyId, user.id);
        const existing = await findOwnContract(tx, user.companyId, user.id, id);
        if (!existing) throw new NotFoundError('contract');
        // Only a cart item is removed; whether the product is a default one matters only to a contracted contract.
        const product = { category: existing.contract.category, isDefault: true };
        if (!allowsContractAction(existing.contract, product, 'remove')) throw new ContractNotEditableError(existing.contract.status);
        await deleteContract(tx, user.companyId, id);
      });
    },
  };
}

export type ContractsService = ReturnType<typeof createContractsService>;

/** The rows to store: an item without a benefitId is the contract's benefit; a health supplementary's names its own. */
function itemRows(priced: PricedCartItem, benefit: Benefit) {
  return priced.items.map((i) => ({
    benefitId: i.benefitId ?? benefit.id,
    familyId: i.familyId,
    month: i.month,
    price: i.price,
    contributedPrice: i.contributedPrice,
  }));
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
