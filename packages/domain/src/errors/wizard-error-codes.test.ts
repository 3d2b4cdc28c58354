import { describe, expect, it } from 'vitest';
import * as wizards from '../wizards';
import { DomainError } from './domain-error';
import { isWizardError, WizardError, wizardErrors } from './wizard-error-codes';

describe('wizard error codes', () => {
  it('builds a DomainError with the code, the Spanish message and the params', () => {
    const error = new WizardError('RENTING_FEE_VAT', { field: 'feeWithoutVAT' });
    expect(error).toBeInstanceOf(DomainError);
    expect(isWizardError(error, 'RENTING_FEE_VAT')).toBe(true);
    expect(isWizardError(error, 'RENTING_YEARS')).toBe(false);
    expect(error).toMatchObject({ code: 'RENTING_FEE_VAT', message: 'La cuota sin IVA no puede ser mayor que la cuota con IVA', params: { field: 'feeWithoutVAT' } });
  });

  it('keeps the shared PRICE_EXCEEDS_AVAILABLE message of the spec', () => {
    expect(wizardErrors.PRICE_EXCEEDS_AVAILABLE).toEqual({ status: 409, message: 'El precio ha excedido la cantidad disponible' });
  });

  it('is re-exported by wizards.ts with the rules', () => {
    expect(wizards.wizardErrors).toBe(wizardErrors);
    expect(typeof wizards.quoteLifeAxa).toBe('function');
    expect(typeof wizards.savingPlanWindow).toBe('function');
  });
});
