import { Button } from '@blueprintjs/core';
import { InlineNotice } from './InlineNotice';

/** What views 4, 5, 6 and 11 show after a reload: the file and its rows lived in the page only. */
export function NothingToImport({ text, onImport }: { text: string; onImport: () => void }) {
  return (
    <>
      <InlineNotice intent="primary">{text}</InlineNotice>
      <Button text="Import" intent="primary" onClick={onImport} />
    </>
  );
}
