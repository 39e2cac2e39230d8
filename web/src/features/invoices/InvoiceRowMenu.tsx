import { Classes, Menu, MenuItem, PopoverNext, type Intent } from '@blueprintjs/core';
import type { TabState } from './invoiceTabs';
import type { RowAction } from './rowActions';

const INTENTS: Partial<Record<string, Intent>> = { Delete: 'danger', 'Pay in Full': 'success' };

/** Blueprint's small outlined button as one element (its caret is CSS: invoices.css, .folio-inv-row-menu). */
const BUTTON_CLASSES = [Classes.BUTTON, Classes.SMALL, Classes.OUTLINED, 'folio-inv-row-menu'].join(' ');

interface InvoiceRowMenuProps {
  uniqueId: string;
  invoiceId: string;
  /** The row's actions (rowActions: exactly those the server allows), in the spec's order. */
  actions: readonly RowAction[];
  onOpen: (state: TabState) => void;
}

/**
 * One "Actions" button per invoice row, opening a menu of the row's actions (spec §2's row buttons). The menu is
 * rendered only while open and the button is a single element without a wrapper, so a page of 100 invoices carries
 * 100 elements for its actions rather than 800–1,000 (issue 14: under 1,500 page elements).
 */
export function InvoiceRowMenu({ uniqueId, invoiceId, actions, onOpen }: InvoiceRowMenuProps) {
  const label = `Actions for invoice ${uniqueId}`;
  return (
    <PopoverNext
      // The portal that holds the menu is made on the first open, not with each of the page's rows.
      lazy
      placement="bottom-end"
      content={
        <Menu aria-label={label}>
          {actions.map((action) => (
            <MenuItem
              key={action.tab}
              text={action.text}
              intent={INTENTS[action.text] ?? 'none'}
              onClick={() => onOpen({ tab: action.tab, invoiceId })}
            />
          ))}
        </Menu>
      }
      renderTarget={({ isOpen: _isOpen, className, ...target }) => (
        <button
          type="button"
          {...target}
          className={className ? `${BUTTON_CLASSES} ${className}` : BUTTON_CLASSES}
          aria-label={label}
        >
          Actions
        </button>
      )}
    />
  );
}
