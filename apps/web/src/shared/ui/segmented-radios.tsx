import { useId } from 'react';
import classes from './segmented-radios.module.css';

interface SegmentedRadiosProps {
  'aria-label': string;
  'data-testid'?: string;
  value: string;
  onChange: (value: string) => void;
  data: { value: string; label: string }[];
  size?: 'xs' | 'sm';
}

/**
 * A choice of two or three options drawn as Mantine's SegmentedControl, made of native radios.
 * Mantine's control slides an indicator that it positions by measuring the page after it mounts:
 * a forced layout and a second render in the same task, the heaviest effect of /home's first load
 *. Here the checked option is styled by CSS alone; the arrow keys move between options
 * as in any radio group.
 */
export function SegmentedRadios({ value, onChange, data, size = 'sm', ...rest }: SegmentedRadiosProps) {
  const name = useId();
  return (
    <div role="radiogroup" className={classes.root} data-size={size} {...rest}>
      {data.map((item) => (
        <label key={item.value} className={classes.item}>
          <input type="radio" className={classes.input} name={name} value={item.value} checked={item.value === value} onChange={() => onChange(item.value)} />
          {item.label}
        </label>
      ))}
    </div>
  );
}
