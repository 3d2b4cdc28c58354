import { useTranslation } from 'react-i18next';
import { TotalLine } from './total-line';

interface YearPriceLinesProps {
  /** The draft's year, as the domain prices it (cents); null: nothing priced yet. */
  priced: { price: number; contributedPrice: number; finalPrice: number } | null;
  isError?: boolean;
}

/**
 * The year's price under a form and, when the company pays part of it, its part and what the
 * employee pays: the same three figures the cart shows (its total is what the employee pays), so
 * the wizard's 1 668 € and the cart's 1 543,20 € no longer sit apart unexplained.
 */
export function YearPriceLines({ priced, isError = false }: YearPriceLinesProps) {
  const { t } = useTranslation();
  const contributed = priced?.contributedPrice ?? 0;
  return (
    <>
      <TotalLine label={t('benefits.form.yearTotal')} amount={priced?.price ?? 0} testId="year-total" isError={isError} />
      {contributed > 0 && priced && (
        <>
          <TotalLine label={t('benefits.form.companyPays')} amount={-contributed} testId="year-contribution" />
          <TotalLine label={t('benefits.form.youPay')} amount={priced.finalPrice} testId="year-employee" />
        </>
      )}
    </>
  );
}
