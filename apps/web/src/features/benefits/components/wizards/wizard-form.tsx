import { lazy, Suspense } from 'react';
import type { CategoryFormProps } from '../forms/form-props';
import { WizardLoading } from './wizard-loading';

// Each wizard is a chunk of its own, fetched when a benefit of its category shows: a product page
// carried all five (health's questionnaire, the saving plan's steps, the policies' forms) in its
// first load, whichever category it showed.
const HealthWizard = lazy(() => import('./health-wizard').then((module) => ({ default: module.HealthWizard })));
const SavingPlanWizard = lazy(() => import('./saving-plan-wizard').then((module) => ({ default: module.SavingPlanWizard })));
const LifeWizard = lazy(() => import('./life-wizard').then((module) => ({ default: module.LifeWizard })));
const LifeAxaWizard = lazy(() => import('./life-axa-wizard').then((module) => ({ default: module.LifeAxaWizard })));
const RentingWizard = lazy(() => import('./renting-wizard').then((module) => ({ default: module.RentingWizard })));

function Wizard(props: CategoryFormProps) {
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

/** The wizard of a wizard category (docs/product/benefits-and-simulation.md §2, §5): health, saving plan, life, life-axa, renting. */
export function WizardForm(props: CategoryFormProps) {
  // The same placeholder the wizard shows while its own data loads.
  return (
    <Suspense fallback={<WizardLoading />}>
      <Wizard {...props} />
    </Suspense>
  );
}
