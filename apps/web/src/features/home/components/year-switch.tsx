import { useTranslation } from 'react-i18next';
import { SegmentedRadios } from '../../../shared/ui/segmented-radios';

interface YearSwitchProps {
  years: number[];
  year: number;
  onChange: (year: number) => void;
}

/**
 * This year or the next one, in the last weeks of the year while the next campaign is open;
 * nothing when there is only one year to show.
 */
export function YearSwitch({ years, year, onChange }: YearSwitchProps) {
  const { t } = useTranslation();
  if (years.length < 2) return null;
  return (
    <SegmentedRadios
      aria-label={t('home.year.label')}
      data-testid="year-switch"
      value={String(year)}
      onChange={(value) => onChange(Number(value))}
      data={years.map((y) => ({ value: String(y), label: String(y) }))}
    />
  );
}
