import { Table, type TableProps, type TableTdProps } from '@mantine/core';
import classes from './card-table.module.css';
import { TableScroll } from './table-scroll';

interface CardTableProps extends Omit<TableProps, 'aria-labelledby'> {
  /** The id of the caption or title that names the table (and its scrolling box). */
  labelledBy: string;
  /** Above `sm`, narrower than this the table scrolls sideways inside its box. */
  minWidth: number;
}

/**
 * A table that is a list of cards below Mantine's `sm`: the same markup at
 * every width, restyled by CSS alone, so nothing is cut off on a phone. Its cells are `CardCell`s.
 */
export function CardTable({ labelledBy, minWidth, className, style, children, ...props }: CardTableProps) {
  return (
    <TableScroll labelledBy={labelledBy}>
      <Table
        {...props}
        aria-labelledby={labelledBy}
        className={[classes.table, className].filter(Boolean).join(' ')}
        style={[{ '--card-table-min-width': `${minWidth}px` }, style]}
      >
        {children}
      </Table>
    </TableScroll>
  );
}

interface CardCellProps extends TableTdProps {
  /** On a card, the cell's line starts with this (its column's header); the title and action need none. */
  label?: string;
  /** On a card, the title sits top left and the action top right; any other cell is a line below. */
  card?: 'title' | 'action';
}

export function CardCell({ label, card, ...props }: CardCellProps) {
  return <Table.Td {...props} data-label={label} data-card={card} />;
}
