import { Callout, type Intent } from '@blueprintjs/core';

/** A quiet, non-blocking line for a load error (spec §8 only logs them) or a server's reason for a failure. */
export function InlineNotice({ intent = 'warning', children }: { intent?: Intent; children: string }) {
  return (
    <Callout intent={intent} compact className="fm-notice" role={intent === 'danger' ? 'alert' : 'status'}>
      {children}
    </Callout>
  );
}
