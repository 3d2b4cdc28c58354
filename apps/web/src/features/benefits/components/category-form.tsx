import { useState } from 'react';
import type { BenefitPlan } from '../lib/benefit-plan';
import { formKindOf } from '../lib/form-kind';
import { FoodForm } from './forms/food-form';
import { FormationForm } from './forms/formation-form';
import { KindergartenForm } from './forms/kindergarten-form';
import { MonthlyForm } from './forms/monthly-form';
import { TicketsForm } from './forms/tickets-form';
import { TransportForm } from './forms/transport-form';
import { WizardForm } from './wizards/wizard-form';

/**
 * The edit form of a benefit, chosen by category (docs/product/benefits-and-simulation.md §2 "an edit form chosen by
 * category"). The wizards plug in here. Reset remounts the form empty: the cart item's values are
 * only the starting point of the first mount.
 */
export function CategoryForm({ plan }: { plan: BenefitPlan }) {
  const [resetCount, setResetCount] = useState(0);
  const liveContract = plan.contract && plan.contract.status !== 'cancelled' ? plan.contract : null;
  const initial = resetCount === 0 ? (plan.cartItem ?? liveContract) : null;
  const props = { plan, initial, onReset: () => setResetCount((count) => count + 1) };
  // A change sent for acceptance, or accepted, shows the conditions in force again.
  const key = `${resetCount}:${liveContract?.id ?? ''}:${plan.pendingChange?.id ?? ''}`;
  switch (formKindOf(plan.benefit)) {
    case 'informative':
      return null;
    case 'wizard':
      return <WizardForm key={key} {...props} />;
    case 'tickets':
      return <TicketsForm key={key} {...props} />;
    case 'food':
      return <FoodForm key={key} {...props} />;
    case 'transport':
      return <TransportForm key={key} {...props} />;
    case 'kindergarten':
      return <KindergartenForm key={key} {...props} />;
    case 'formation':
      return <FormationForm key={key} {...props} />;
    case 'monthly':
      return <MonthlyForm key={key} {...props} />;
  }
}
