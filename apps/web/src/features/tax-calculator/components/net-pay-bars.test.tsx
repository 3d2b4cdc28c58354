import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { NetPayBars } from './net-pay-bars';

const money = (cents: number) => `${(cents / 100).toFixed(2)} €`;

describe('the side calculator’s bars', () => {
  it('draws net cash and benefits to one scale, the longest bar full, with each total', () => {
    const { container } = renderWithProviders(
      <NetPayBars
        bars={[
          { label: 'Without', netCash: 3_000_000, benefits: 0 },
          { label: 'With', netCash: 2_800_000, benefits: 1_200_000 },
        ]}
        money={money}
      />,
    );
    const widths = [...container.querySelectorAll<HTMLElement>('.mantine-Progress-section')].map((section) =>
      section.style.getPropertyValue('--progress-section-size'),
    );
    // 30 000 of 40 000, then 28 000 and 12 000 of 40 000.
    expect(widths).toEqual(['75%', '0%', '70%', '30%']);
    expect(screen.getByText('30000.00 €').tagName).toBe('P');
    expect(screen.getByText('40000.00 €').tagName).toBe('P');
  });

  it('draws nothing past the box for a negative figure or an empty plan', () => {
    const { container } = renderWithProviders(<NetPayBars bars={[{ label: 'Without', netCash: -5, benefits: 0 }]} money={money} />);
    const widths = [...container.querySelectorAll<HTMLElement>('.mantine-Progress-section')].map((section) =>
      section.style.getPropertyValue('--progress-section-size'),
    );
    expect(widths).toEqual(['0%', '0%']);
  });
});
