import type { TaxYear } from '../tax-year';
import { taxYear2026 } from './2026';

/**
 * 2025: the AEAT withholding figures are the same as 2026's (docs/product/tax-rules.md, introduction), so only
 * social security and the minimum wage differ. ⚠ Unverified against the primary text: maximum
 * base 4,909.50, minimum 1,381.20, MEI employee share 0.13 %, the group 1–3 minimums
 * (Orden PJC/178/2025) and the employee solidarity rates 0.15 / 0.17 / 0.19 %.
 */
export const taxYear2025: TaxYear = {
  ...taxYear2026,
  year: 2025,
  socialSecurity: {
    rate: { indefinite: 648, temporary: 653 },
    parts: { commonContingencies: 470, unemployment: { indefinite: 155, temporary: 160 }, training: 10, mei: 13 },
    maxMonthlyBase: 490_950,
    minMonthlyBase: { 1: 192_900, 2: 159_960, 3: 139_170, 4: 138_120, 5: 138_120, 6: 138_120, 7: 138_120, 8: 138_120, 9: 138_120, 10: 138_120, 11: 138_120 },
    solidarity: [
      { upToPercentAboveMax: 10, rate: 15 },
      { upToPercentAboveMax: 50, rate: 17 },
      { upToPercentAboveMax: null, rate: 19 },
    ],
  },
  // Minimum wage 2025: 1,184 € × 14 (RD 87/2025).
  minimumWageAnnual: 1_657_600,
};
