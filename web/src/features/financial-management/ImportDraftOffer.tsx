import { Button, Callout } from '@blueprintjs/core';
import { draftSummary, type ImportDraftState } from './importDraft';

interface ImportDraftOfferProps {
  draft: ImportDraftState;
  onReopen: (draft: ImportDraftState) => void;
  onDiscard: () => void;
}

/** View 3's offer of a failed upload's draft: reopen it (view 4, the failing row pointed at) or discard it. */
export function ImportDraftOffer({ draft, onReopen, onDiscard }: ImportDraftOfferProps) {
  return (
    <Callout intent="warning" className="fm-notice" data-testid="import-draft" title="An upload did not go through">
      <p>Your review and every edit were kept.</p>
      <div className="fm-form-actions">
        <Button intent="primary" text={`Reopen the draft (${draftSummary(draft)})`} onClick={() => onReopen(draft)} />
        <Button text="Discard the draft" onClick={onDiscard} />
      </div>
    </Callout>
  );
}
