import { AnchorButton, type Intent } from '@blueprintjs/core';
import type { ReactElement } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { fmSearchParams, type FmLocation } from './fmNavigation';

interface FmLinkButtonProps {
  to: FmLocation;
  text: string;
  icon?: ReactElement;
  intent?: Intent;
  variant?: 'minimal' | 'outlined' | 'solid';
}

/** A button-looking link to another view of the screen (a real link: it can be opened in a new tab). */
export function FmLinkButton({ to, text, icon, intent, variant = 'minimal' }: FmLinkButtonProps) {
  const target = { search: `?${fmSearchParams(to).toString()}` };
  const href = useHref(target);
  const onClick = useLinkClickHandler<HTMLElement>(target);
  // role="link": Blueprint marks an AnchorButton as a button, but this one navigates
  return (
    <AnchorButton role="link" href={href} onClick={onClick} icon={icon} intent={intent} variant={variant} text={text} />
  );
}
