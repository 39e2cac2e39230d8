import { AnchorButton } from '@blueprintjs/core';
import { EnvelopeIcon, HelpIcon } from '@blueprintjs/icons';
import { HELP_URL, SUPPORT_URL } from '../../app/links';

/** The Help and Contact Support links of views 1 and 2 (the footer's addresses); links, not buttons. */
export function FmHelpLinks() {
  return (
    <>
      <AnchorButton
        role="link"
        variant="minimal"
        icon={<HelpIcon />}
        href={HELP_URL}
        target="_blank"
        rel="noreferrer"
        text="Help"
      />
      <AnchorButton role="link" variant="minimal" icon={<EnvelopeIcon />} href={SUPPORT_URL} text="Contact Support" />
    </>
  );
}
