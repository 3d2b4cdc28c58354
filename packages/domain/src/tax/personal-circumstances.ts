import { noWithholdingThreshold } from './no-withholding-threshold';
import { otherExpenses } from './other-expenses';
import { personalFamilyMinimum } from './personal-family-minimum';
import { qualifyingDescendants } from './qualifying-descendants';
import { scaleTax } from './scale';
import type { TaxProfile } from './tax-profile';
import type { BasisPoints, Cents, TaxYear } from './tax-year';

/**
 * The parts of the AEAT algorithm that depend on the person, not on the pay: computed once per
 * profile and shared by the simulation without and with flexible remuneration.
 */
export interface PersonalCircumstances {
  /** MINPERFA (§6). */
  personalFamilyMinimum: Cents;
  /** SCALE(MINPERFA) (§8), in cents × basis points: the same for every RETRIB of the person. */
  minimumTax: number;
  /** OTROSGASTOS before its cap at RETRIB − COTIZACIONES (§3). */
  otherExpenses: Cents;
  /** REDU (§5). */
  baseReductions: Cents;
  /** The no-withholding limit (§7), also the base of the 43 % cap (§9). */
  noWithholdingThreshold: Cents;
  /** The minimum TIPO (§10): 2 % for contracts under one year, else 0. */
  minimumRate: BasisPoints;
}

/**
 * Reads form 145's facts into the algorithm's inputs. REDU here is only the 600 € for more than
 * two descendants: pensioners, the unemployed and court-ordered spouse pensions are out of
 * scope (docs/tax-engine.md).
 */
export function personalCircumstances(profile: TaxProfile, taxYear: TaxYear): PersonalCircumstances {
  const descendants = qualifyingDescendants(profile.descendants, profile.year, taxYear.personalFamilyMinimum);
  const minimum = personalFamilyMinimum(
    { birthYear: profile.birthYear, disability: profile.disability, reducedMobility: profile.reducedMobility, descendants, ascendants: profile.ascendants },
    profile.year,
    taxYear.personalFamilyMinimum,
  );
  return {
    personalFamilyMinimum: minimum,
    minimumTax: scaleTax(minimum, taxYear.scale),
    otherExpenses: otherExpenses(profile, taxYear.otherExpenses),
    baseReductions: descendants.length > 2 ? taxYear.baseReductions.moreThanTwoDescendants : 0,
    noWithholdingThreshold: noWithholdingThreshold(profile.familySituation, descendants.length, taxYear.noWithholding),
    minimumRate: profile.contractUnderOneYear ? taxYear.minimumRate.underOneYear : 0,
  };
}
