import type { ReactNode } from 'react';
import classes from './table-scroll.module.css';

interface TableScrollProps {
  /**
   * The id of the title that names the table: the box becomes a named region a keyboard can
   * focus and scroll. Without it the box only scrolls.
   */
  labelledBy?: string;
  children: ReactNode;
}

/** The box a table scrolls sideways in when it is wider than the screen, so the page never does. */
export function TableScroll({ labelledBy, children }: TableScrollProps) {
  const region = labelledBy ? { tabIndex: 0, role: 'region', 'aria-labelledby': labelledBy } : {};
  return (
    <div className={classes.scroll} {...region}>
      {children}
    </div>
  );
}
