import type { Benefit } from '@flexplan/domain/catalogue-types';
import { wizardHostId } from '@flexplan/domain/wizards';
import { useSearchParams } from 'react-router';

export interface WizardHost {
  /** The main benefit whose card holds the wizard. */
  host: Benefit | null;
  /** The benefit the person chose from its card (`?benefit=`) and whose card hosts the wizard: it starts with it. */
  chosen: Benefit | null;
  /** Moves the wizard to this benefit's card, starting with it. */
  choose: (benefitId: number) => void;
}

/**
 * The card of a wizard category that holds its one wizard (the domain's `wizardHostId`). The
 * choice lives in the address (`?benefit=`), so every card of the page reads the same one and a
 * reload keeps it.
 */
export function useWizardHost(mains: readonly Benefit[], heldId: number | null): WizardHost {
  const [params, setParams] = useSearchParams();
  const chosenId = Number(params.get('benefit')) || null;
  const hostId = wizardHostId(
    mains.map((b) => b.id),
    heldId,
    chosenId,
  );
  const host = mains.find((b) => b.id === hostId) ?? null;
  return {
    host,
    chosen: host !== null && host.id === chosenId ? host : null,
    choose: (benefitId) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('benefit', String(benefitId));
          return next;
        },
        { replace: true },
      ),
  };
}
