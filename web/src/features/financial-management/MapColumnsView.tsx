import { Button, Callout, ProgressBar } from '@blueprintjs/core';
import { EyeOpenIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../gql';
import type { CsvLayoutInput } from '../../gql/graphql';
import {
  choicesFrom,
  dataRecords,
  layoutInputFrom,
  mappingProblems,
  valuesOf,
  withRole,
  type MappingChoices,
} from './csvMapping';
import { InlineNotice } from './InlineNotice';
import { MappingOptions } from './MappingOptions';
import { MappingPreview } from './MappingPreview';
import { SaveBankProfile } from './SaveBankProfile';
import type { ImportDraft, MappingProposal, ReviewAnswer } from './reviewAnswer';
import { useReviewImport } from './useReviewImport';
import { ViewHeader } from './ViewHeader';

export const FmCsvMappingFragment = graphql(`
  fragment FmCsvMapping on CsvMapping {
    fingerprint
    header
    preview
    questions {
      about
      message
    }
    layout {
      encoding
      delimiter
      skipRecords
      hasHeader
      columns {
        date
        valueDate
        description
        amount
        debit
        credit
        flag
        currency
        reference
        balance
        accountCode
      }
      dateOrder
      decimalMark
      signConvention
      outFlags
    }
  }
`);

interface MapColumnsViewProps {
  /** The file of view 3, sent again with the choices. */
  draft: ImportDraft;
  mapping: MappingProposal;
  /** The reader's answer to the choices (rows to review, or new questions: this view stays) and the layout sent. */
  onAnswer: (answer: ReviewAnswer, layout: CsvLayoutInput) => void;
  onBack: () => void;
  onCancel: () => void;
}

/**
 * View 11, 'Map the statement's columns': the CSV reader's questions, the file's first records with a role for
 * each column, and how to read dates, amounts and signs, all pre-filled from the reader's proposal. Review sends
 * the same file again with the choices as `layout`.
 */
export function MapColumnsView({ draft, mapping, onAnswer, onBack, onCancel }: MapColumnsViewProps) {
  const csv = getFragmentData(FmCsvMappingFragment, mapping.csv);
  const { review, reviewing } = useReviewImport();
  const [choices, setChoices] = useState<MappingChoices>(() => choicesFrom(csv));
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const change = (next: MappingChoices) => {
    setChoices(next);
    setProblems([]);
  };
  const flagColumn = choices.roles.indexOf('flag');
  const flagValues = flagColumn < 0 ? [] : valuesOf(flagColumn, dataRecords(choices, csv.preview));

  const onReview = () => {
    const found = mappingProblems(choices);
    setProblems(found);
    setFailure(null);
    if (found.length > 0) return;
    const layout = layoutInputFrom(choices, csv);
    void review(draft.format, draft.file, layout).then((outcome) => {
      if (outcome.ok) onAnswer(outcome.value, layout);
      else setFailure(outcome.message);
    });
  };

  return (
    <section aria-labelledby="fm-view-title">
      <ViewHeader title="Map the statement's columns">
        <Button intent="primary" icon={<EyeOpenIcon />} text="Review" onClick={onReview} disabled={reviewing} />
        <Button text="Back" onClick={onBack} disabled={reviewing} />
        <Button text="Cancel" onClick={onCancel} disabled={reviewing} />
      </ViewHeader>
      <p className="bp6-text-muted">
        {mapping.fileName}: say which column holds what and how amounts are written, then Review. Nothing is stored
        until you upload.
      </p>
      {failure ? <InlineNotice intent="danger">{failure}</InlineNotice> : null}
      {csv.questions.length > 0 ? (
        <Callout
          intent="warning"
          title="The file needs your answer"
          className="fm-notice"
          data-testid="mapping-questions"
        >
          <ul>
            {csv.questions.map((question) => (
              <li key={`${question.about}:${question.message}`}>{question.message}</li>
            ))}
          </ul>
        </Callout>
      ) : (
        <InlineNotice intent="primary">
          The file was read with these choices: change what is wrong and Review.
        </InlineNotice>
      )}
      {problems.length > 0 ? (
        <Callout intent="danger" title="Not yet" role="alert" className="fm-notice">
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Callout>
      ) : null}
      <SaveBankProfile
        fileName={mapping.fileName}
        fingerprint={csv.fingerprint}
        layout={() => layoutInputFrom(choices, csv)}
        disabled={reviewing}
      />
      <MappingOptions
        choices={choices}
        onChange={change}
        records={csv.preview.length}
        flagValues={flagValues}
        disabled={reviewing}
      />
      {reviewing ? (
        <div className="fm-progress" role="status">
          <ProgressBar intent="primary" />
          <span className="bp6-text-muted">Reading {mapping.fileName} again…</span>
        </div>
      ) : null}
      <MappingPreview
        choices={choices}
        preview={csv.preview}
        onRole={(column, role) => change(withRole(choices, column, role))}
        disabled={reviewing}
      />
    </section>
  );
}
