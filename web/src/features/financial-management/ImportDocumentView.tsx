import { Button, FileInput, FormGroup, Intent, ProgressBar } from '@blueprintjs/core';
import { EyeOpenIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import type { ImportFormat } from '../../gql/graphql';
import { ChoiceSelect } from '../../shared/ChoiceSelect';
import {
  DEFAULT_IMPORT_FORMAT,
  extensionsText,
  fileFitsFormat,
  IMPORT_FORMATS,
  importAccept,
  importHint,
} from './importFormats';
import type { ImportDraftState } from './importDraft';
import { ImportDraftOffer } from './ImportDraftOffer';
import { InlineNotice } from './InlineNotice';
import { fmMessages, showFmError } from './messages';
import type { ImportDraft, ReviewAnswer } from './reviewAnswer';
import { useReviewImport } from './useReviewImport';
import { ViewHeader } from './ViewHeader';

interface ImportDocumentViewProps {
  /** The format and file chosen before (back from the mapping step): not asked for again. */
  draft: ImportDraft | null;
  /** What the reader answered: rows for view 4, or questions for the mapping step (11). */
  onAnswer: (draft: ImportDraft, answer: ReviewAnswer) => void;
  onCancel: () => void;
  /** To the bank profiles screen. */
  onProfiles: () => void;
  /** To the account rules screen (the rules fill in the review's accounts). */
  onRules?: () => void;
  /** A failed upload kept as a draft: reopen it in view 4, or discard it. */
  failedDraft?: ImportDraftState | null;
  onReopenDraft?: (draft: ImportDraftState) => void;
  onDiscardDraft?: () => void;
}

/** View 3, 'Import Financial Transactions Document': upload for reading only; nothing is stored yet. */
export function ImportDocumentView(props: ImportDocumentViewProps) {
  const { draft, onAnswer, onCancel, onProfiles } = props;
  const id = useId();
  const { review, reviewing } = useReviewImport();
  const [format, setFormat] = useState<ImportFormat>(draft?.format ?? DEFAULT_IMPORT_FORMAT);
  const [file, setFile] = useState<File | null>(draft?.file ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const misfit = file !== null && !fileFitsFormat(format, file.name);

  const onReview = () => {
    setFailure(null);
    void review(format, file).then((outcome) => {
      if (outcome.ok && file) onAnswer({ format, file }, outcome.value);
      else if (!outcome.ok && file) setFailure(outcome.message);
    });
  };

  return (
    <section aria-labelledby="fm-view-title">
      <ViewHeader title="Import Financial Transactions Document">
        <Button text="Bank profiles" onClick={onProfiles} disabled={reviewing} />
        {props.onRules ? <Button text="Account rules" onClick={props.onRules} disabled={reviewing} /> : null}
      </ViewHeader>
      {props.failedDraft && props.onReopenDraft && props.onDiscardDraft ? (
        <ImportDraftOffer draft={props.failedDraft} onReopen={props.onReopenDraft} onDiscard={props.onDiscardDraft} />
      ) : null}
      <div className="fm-form">
        {failure ? <InlineNotice intent="danger">{failure}</InlineNotice> : null}
        <ChoiceSelect
          label="Input Format"
          value={format}
          options={IMPORT_FORMATS}
          onChange={(value) => setFormat(value as ImportFormat)}
          onBlank={() => showFmError(fmMessages.blankChoice)}
          disabled={reviewing}
        />
        <FormGroup
          label="File"
          labelFor={id}
          intent={misfit ? Intent.WARNING : Intent.NONE}
          helperText={
            misfit
              ? `${file.name} is not a ${extensionsText(format)} file: choose the format it is in.`
              : importHint(format)
          }
        >
          <FileInput
            fill
            disabled={reviewing}
            text={file ? file.name : `Choose a ${extensionsText(format)} file…`}
            hasSelection={file !== null}
            buttonText="Browse"
            inputProps={{ id, accept: importAccept(format), name: 'file' }}
            onInputChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setFailure(null);
            }}
          />
        </FormGroup>
        {reviewing ? (
          <div className="fm-progress" role="status">
            <ProgressBar intent="primary" />
            <span className="bp6-text-muted">Uploading and reading {file?.name}…</span>
          </div>
        ) : null}
        <div className="fm-form-actions">
          <Button
            intent="primary"
            icon={<EyeOpenIcon />}
            text="Review"
            onClick={onReview}
            disabled={file === null || reviewing}
          />
          <Button text="Cancel" onClick={onCancel} disabled={reviewing} />
        </div>
      </div>
    </section>
  );
}
