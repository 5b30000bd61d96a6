import { Children, isValidElement, type ReactNode } from 'react';
import classes from './card-grid.module.css';

/**
 * The grid every card list uses, as a list so screen readers announce how many cards there are.
 * Columns follow the width: one on a phone, three or four on a laptop; `rows` (job listings) stacks dense rows.
 */
export function CardGrid({ children, label, layout = 'cards' }: { children: ReactNode; label?: string; layout?: 'cards' | 'rows' }) {
  return (
    <ul className={layout === 'rows' ? classes.rows : classes.grid} aria-label={label} data-card-grid={layout}>
      {Children.toArray(children).map((child, index) => (
        <li key={isValidElement(child) && child.key !== null ? child.key : index} className={classes.item}>
          {child}
        </li>
      ))}
    </ul>
  );
}
