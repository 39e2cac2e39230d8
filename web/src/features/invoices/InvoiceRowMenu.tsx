import { Button, Menu, MenuItem, PopoverNext, type Intent } from '@blueprintjs/core';
import { CaretDownIcon } from '@blueprintjs/icons';
import type { TabState } from './invoiceTabs';
import type { RowAction } from './rowActions';

const INTENTS: Partial<Record<string, Intent>> = { Delete: 'danger', 'Pay in Full': 'success' };

interface InvoiceRowMenuProps {
  uniqueId: string;
  invoiceId: string;
  /** The row's actions (rowActions: exactly those the server allows), in the spec's order. */
  actions: readonly RowAction[];
  onOpen: (state: TabState) => void;
}

/**
 * One "Actions" button per invoice row, opening a menu of the row's actions (spec §2's row buttons). The menu is
 * rendered only while open, so a page of 100 invoices carries 100 buttons rather than 800–1,000 (issue 14: under
 * 1,500 page elements).
 */
export function InvoiceRowMenu({ uniqueId, invoiceId, actions, onOpen }: InvoiceRowMenuProps) {
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label={`Actions for invoice ${uniqueId}`}>
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
    >
      <Button
        size="small"
        variant="outlined"
        text="Actions"
        endIcon={<CaretDownIcon />}
        aria-label={`Actions for invoice ${uniqueId}`}
      />
    </PopoverNext>
  );
}
