import { Button, NonIdealState } from '@blueprintjs/core';
import { ArrowLeftIcon, BanCircleIcon } from '@blueprintjs/icons';
import { useState, type ReactNode } from 'react';

interface NotAllowedViewProps {
  /** E.g. "Delete invoice INV-000101". */
  what: string;
  onBack: () => void;
  backText: string;
}

/** A view opened from a link for an action the server does not allow now (its row would not offer it). */
export function NotAllowedView({ what, onBack, backText }: NotAllowedViewProps) {
  return (
    <NonIdealState
      icon={<BanCircleIcon size={48} />}
      title={`${what} is not possible now`}
      description="The server does not allow it in this state (for example, it is paid or has payments or claims)."
      action={<Button icon={<ArrowLeftIcon />} text={backText} onClick={onBack} />}
    />
  );
}

interface AllowedOnOpenProps extends NotAllowedViewProps {
  /** The server's flag for the action, as the view opens. */
  allowed: boolean;
  children: ReactNode;
}

/**
 * Shows the view only when the server allowed its action when it opened. Decided once: the action itself changes
 * what is allowed (a line paid in full takes no more payments), and the view must stay until it returns.
 */
export function AllowedOnOpen({ allowed, children, ...notAllowed }: AllowedOnOpenProps) {
  const [allowedOnOpen] = useState(allowed);
  return allowedOnOpen ? <>{children}</> : <NotAllowedView {...notAllowed} />;
}
