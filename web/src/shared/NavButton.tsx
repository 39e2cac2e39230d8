import { AnchorButton } from '@blueprintjs/core';
import type { ReactElement } from 'react';
import { useHref, useLinkClickHandler, useMatch } from 'react-router-dom';

interface NavButtonProps {
  to: string;
  text: string;
  icon?: ReactElement;
}

/** A Blueprint minimal button that is a router link, marked active (and aria-current) on its own route. */
export function NavButton({ to, text, icon }: NavButtonProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  const active = useMatch({ path: to, end: true }) !== null;
  return (
    <AnchorButton
      href={href}
      onClick={onClick}
      active={active}
      aria-current={active ? 'page' : undefined}
      variant="minimal"
      icon={icon}
      text={text}
    />
  );
}
