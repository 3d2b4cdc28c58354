import { type CategoryFormProps } from '../forms/form-props';
import { HealthWizard } from './health-wizard';
import { LifeAxaWizard } from './life-axa-wizard';
import { LifeWizard } from './life-wizard';
import { RentingWizard } from './renting-wizard';
import { SavingPlanWizard } from './saving-plan-wizard';

/** The wizard of a wizard category (spec part 2 §2, §5): health, saving plan, life, life-axa, renting. */
export function WizardForm(props: CategoryFormProps) {
  switch (props.plan.benefit.product.alias) {
    case 'health-insurance':
      return <HealthWizard {...props} />;
    case 'saving-plan':
      return <SavingPlanWizard {...props} />;
    case 'life-insurance':
      return <LifeWizard {...props} />;
    case 'life-insurance-axa':
      return <LifeAxaWizard {...props} />;
    case 'renting':
      return <RentingWizard {...props} />;
    default:
      return null;
  }
}
