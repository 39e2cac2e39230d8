import { formatCents } from '../shared/money.ts';
import { conflict } from '../shared/problem.ts';
import type { InvoiceStatus } from './invoice-status.ts';

/**
 * What a user may do with an invoice line (spec §2 per-component actions, §4: a paid invoice's lines
 * are not changed; the api's own rule: a line with payments is not deleted). As for invoices
 * (invoice-actions.ts), the allowed list and the refusal come from this one function.
 */
export const COMPONENT_ACTIONS = ['update', 'delete', 'pay'] as const;
export type ComponentAction = (typeof COMPONENT_ACTIONS)[number];

/** What the rules read; a ComponentRow has all of it. */
export interface ComponentFacts {
  amountCents: number;
  paidCents: number;
  /** The status of the invoice the line belongs to. */
  invoiceStatus: InvoiceStatus;
}

/** Why the action is refused now, or null when it is allowed. */
export function componentRefusal(action: ComponentAction, line: ComponentFacts): string | null {
  if (line.invoiceStatus === 'P') {
    const what = { update: 'have its components changed', delete: 'lose components', pay: 'take more payments' };
    return `The invoice is paid (status P): it cannot ${what[action]}`;
  }
  switch (action) {
    case 'update':
      return null;
    case 'delete':
      return line.paidCents > 0
        ? `${formatCents(line.paidCents)} is paid on this component: a component with payments cannot be deleted`
        : null;
    case 'pay':
      return line.amountCents - line.paidCents <= 0 ? 'This component has nothing due' : null;
  }
}

/** The actions the line allows now, in COMPONENT_ACTIONS order. */
export function allowedComponentActions(line: ComponentFacts): ComponentAction[] {
  return COMPONENT_ACTIONS.filter((action) => componentRefusal(action, line) === null);
}

/** Throws 409 with the reason when the line does not allow the action now. */
export function refuseComponentAction(action: ComponentAction, line: ComponentFacts): void {
  const reason = componentRefusal(action, line);
  if (reason !== null) throw conflict(reason);
}
