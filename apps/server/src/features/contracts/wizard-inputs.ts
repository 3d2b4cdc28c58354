import type { Benefit } from '@flexplan/domain/catalogue';
import type { WizardPricingInputs } from '@flexplan/domain/benefits/wizard-pricing-inputs';
import type { DbOrTx } from '../../db/client';
import { readsTogether } from '../../db/reads-together';
import type { SessionUser } from '../../http/session-user';
import { findRateTableOf, listBenefitsContractableBy } from '../benefits/benefits.service';
import { findEmployeeBirthdayOf } from '../families/family-members.service';
import { listCategoryContracts } from './contracts.repository';
import { findPrivateUse } from './user-bags.repository';

/**
 * What the wizard categories' pricers need besides the cart input (packages/domain
 * `WizardPricingInputs`), loaded for the benefit's category only. Runs inside the cart's
 * transaction, under the user's row lock, so the contracts it reads cannot change meanwhile.
 */
export async function loadWizardInputs(db: DbOrTx, user: SessionUser, benefit: Benefit, year: number, editingId: number | null): Promise<WizardPricingInputs> {
  const { companyId, id: userId } = user;
  switch (benefit.product.alias) {
    case 'health-insurance': {
      const [employeeBirthday, catalogue, contracts] = await readsTogether(db, [
        () => findEmployeeBirthdayOf(db, user),
        () => listBenefitsContractableBy(db, user, 'health-insurance'),
        () => listCategoryContracts(db, companyId, userId, 'health-insurance'),
      ]);
      return {
        employeeBirthday,
        supplementaries: catalogue.filter((b) => b.parentId === benefit.id),
        // The plan year's other health contracts: at renewal the employee may change insurer for the next year.
        healthContracts: contracts.filter((c) => c.year === year && c.id !== editingId).map((c) => ({ status: c.status, providerId: c.providerId })),
      };
    }
    case 'saving-plan': {
      const [contracts, catalogue] = await readsTogether(db, [
        () => listCategoryContracts(db, companyId, userId, 'saving-plan'),
        () => listBenefitsContractableBy(db, user, 'saving-plan'),
      ]);
      return {
        savingContracts: contracts.map((c) => ({ id: c.id, status: c.status, benefitId: c.benefitId })),
        // Their providers decide whether the plan may be for a family member (saving-plan-beneficiary.ts).
        savingPlanBaskets: catalogue.filter((b) => b.parentId === null),
      };
    }
    case 'life-insurance':
    case 'life-insurance-axa': {
      const { rateTable: table } = benefit;
      const [employeeBirthday, rateTable] = await readsTogether(db, [
        () => findEmployeeBirthdayOf(db, user),
        () => (table ? findRateTableOf(db, companyId, table) : Promise.resolve(null)),
      ]);
      return { employeeBirthday, rateTable };
    }
    case 'renting':
      return { privateUse: await findPrivateUse(db, companyId, userId) };
    default:
      return {};
  }
}
