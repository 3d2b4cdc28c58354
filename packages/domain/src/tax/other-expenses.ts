import { disabilityDegree } from './disability-degree';
import type { Cents, OtherExpensesParameters } from './tax-year';

export interface OtherExpensesInput {
  geographicMobility: boolean;
  disability: number;
  reducedMobility: boolean;
}

/**
 * OTROSGASTOS before its cap (AEAT algoritmo 2026 §3, art. 19.2.f LIRPF): 2,000 €, + 2,000 with
 * geographic mobility, + 3,500 for a working taxpayer with disability 33–65 %, or + 7,750 for
 * ≥ 65 % or 33–65 % with reduced mobility. `withholding` caps it at RETRIB − COTIZACIONES.
 */
export function otherExpenses(input: OtherExpensesInput, params: OtherExpensesParameters): Cents {
  const mobility = input.geographicMobility ? params.geographicMobility : 0;
  const degree = disabilityDegree(input.disability, input.reducedMobility);
  const disability = degree === 'severe' || degree === 'moderate-needing-care' ? params.severeDisability : degree === 'moderate' ? params.disability : 0;
  return params.general + mobility + disability;
}
