import { Button, FileInput, FormGroup, ProgressBar } from '@blueprintjs/core';
import { EyeOpenIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import type { ImportFormat } from '../../gql/graphql';
import { ChoiceSelect } from '../../shared/ChoiceSelect';
import { fmRoutes, type FmLocation } from './fmNavigation';
import type { ImportReviewState } from './importReview';
import { DEFAULT_IMPORT_FORMAT, IMPORT_ACCEPT, IMPORT_FORMATS } from './importFormats';
import { InlineNotice } from './InlineNotice';
import { fmMessages, showFmError } from './messages';
import type { FmGo } from './useFmNavigation';
import { useReviewImport } from './useReviewImport';
import { ViewHeader } from './ViewHeader';

interface ImportDocumentViewProps {
  location: FmLocation;
  go: FmGo;
  /** The parsed rows, for view 4. */
  onReviewed: (review: ImportReviewState) => void;
}

/** View 3, 'Import Financial Transactions Document': upload for parsing only; nothing is stored yet. */
export function ImportDocumentView({ location, go, onReviewed }: ImportDocumentViewProps) {
  const id = useId();
  const { review, reviewing } = useReviewImport();
  const [format, setFormat] = useState<ImportFormat>(DEFAULT_IMPORT_FORMAT);
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onReview = () => {
    setFailure(null);
    void review(format, file).then((outcome) => {
      if (outcome.ok) {
        onReviewed(outcome.value);
        go(fmRoutes.importReview(location));
      } else if (file) {
        setFailure(outcome.message);
      }
    });
  };

  return (
    <section aria-labelledby="fm-view-title">
      <ViewHeader title="Import Financial Transactions Document" />
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
          helperText="001: a CSV with Date, Description and Amount (or Debit and Credit) columns, and optionally Account. 002: an FNB PDF statement."
        >
          <FileInput
            fill
            disabled={reviewing}
            text={file ? file.name : 'Choose a .csv or .pdf file…'}
            hasSelection={file !== null}
            buttonText="Browse"
            inputProps={{ id, accept: IMPORT_ACCEPT, name: 'file' }}
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
          <Button text="Cancel" onClick={() => go(fmRoutes.backToList(location))} disabled={reviewing} />
        </div>
      </div>
    </section>
  );
}
