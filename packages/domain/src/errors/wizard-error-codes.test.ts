import { describe, expect, it } from 'vitest';
import * as wizards from '../wizards';
import { DomainError } from './domain-error';
import { isRefusedByTheBags, isWizardError, WizardError, wizardErrors } from './wizard-error-codes';
import { wizardErrorNames } from './wizard-error-names';

describe('wizard error codes', () => {
  it('builds a DomainError with the code, the Spanish message and the params', () => {
    const error = new WizardError('RENTING_FEE_VAT', { field: 'feeWithoutVAT' });
    expect(error).toBeInstanceOf(DomainError);
    expect(isWizardError(error, 'RENTING_FEE_VAT')).toBe(true);
    expect(isWizardError(error, 'RENTING_YEARS')).toBe(false);
    expect(error).toMatchObject({
      code: 'RENTING_FEE_VAT',
      message: 'La cuota sin IVA no puede ser mayor que la cuota con IVA',
      params: { field: 'feeWithoutVAT' },
    });
  });

  it('lists exactly the codes of the table, for the web app that reads the names alone', () => {
    expect([...wizardErrorNames].sort()).toEqual(Object.keys(wizardErrors).sort());
  });

  it('keeps the shared PRICE_EXCEEDS_AVAILABLE message of the spec', () => {
    expect(wizardErrors.PRICE_EXCEEDS_AVAILABLE).toEqual({ status: 409, message: 'El precio ha excedido la cantidad disponible' });
  });

  it('tells the refusals by the bags, which a wizard reverts, from the rules it shows beside their field', () => {
    expect(isRefusedByTheBags(new WizardError('PRICE_OVER', { limit: 100 }))).toBe(true);
    expect(isRefusedByTheBags(new DomainError('PRICE_EXCEEDS_AVAILABLE', 'El precio ha excedido la cantidad disponible'))).toBe(true);
    expect(isRefusedByTheBags(new WizardError('LIFE_DEATH_MINIMUM', { field: 'death' }))).toBe(false);
    expect(isRefusedByTheBags(new WizardError('HEALTH_SUPPLEMENTARY_BEFORE_MAIN'))).toBe(false);
    expect(isRefusedByTheBags({ code: 'PRICE_OVER' })).toBe(false);
    expect(isRefusedByTheBags(null)).toBe(false);
  });

  it('is re-exported by wizards.ts with the rules', () => {
    expect(wizards.wizardErrors).toBe(wizardErrors);
    expect(typeof wizards.quoteLifeAxa).toBe('function');
    expect(typeof wizards.savingPlanWindow).toBe('function');
  });
});
