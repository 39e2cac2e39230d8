import type { CsvLayoutInput } from '../../gql/graphql';
import { BankProfilesView } from './BankProfilesView';
import type { UploadOutcome } from './importReview';
import { fmRoutes, FmView, type FmLocation } from './fmNavigation';
import { ImportDocumentView } from './ImportDocumentView';
import { ImportReviewFlow } from './ImportReviewFlow';
import { FmCsvMappingFragment, MapColumnsView } from './MapColumnsView';
import { NothingToImport } from './NothingToImport';
import type { ImportDraft, ReviewAnswer } from './reviewAnswer';
import type { FmGo } from './useFmNavigation';
import type { ImportDraftHolder } from './useImportDraft';
import type { ImportSession } from './useImportSession';
import type { ProfileToSave } from './ImportReviewView';
import { getFragmentData } from '../../gql';

interface ImportViewsProps {
  location: FmLocation;
  go: FmGo;
  session: ImportSession;
  /** A failed upload's draft, offered in view 3. */
  importDraft: ImportDraftHolder;
  /** After Upload, successful or not (the page goes to the list and says how it went). */
  onUploaded: (outcome: UploadOutcome) => void;
}

/** For a CSV file read after the mapping step: what 'Save as bank profile' in view 4 saves. */
function profileToSave({ mapping, mappedLayout }: ImportSession): ProfileToSave | undefined {
  if (!mapping || !mappedLayout) return undefined;
  const csv = getFragmentData(FmCsvMappingFragment, mapping.csv);
  return { fileName: mapping.fileName, fingerprint: csv.fingerprint, layout: mappedLayout };
}

/**
 * The statement import: choose a file (3) (or see the bank profiles, 13), answer the CSV reader's questions when it has any (11), review (4)
 * with its row views (5, 6), Upload. Cancel anywhere forgets the file and goes to the list.
 */
export function ImportViews({ location, go, session, importDraft, onUploaded }: ImportViewsProps) {
  const toImport = () => go(fmRoutes.importDocument(location));
  const cancel = () => {
    session.clear();
    go(fmRoutes.backToList(location));
  };
  const onAnswer = (draft: ImportDraft, answer: ReviewAnswer, layout?: CsvLayoutInput) => {
    session.receive(draft, answer, layout);
    if (answer.review) go(fmRoutes.importReview(location));
    else if (location.tab !== FmView.MapColumns) go(fmRoutes.mapColumns(location));
  };

  if (location.tab === FmView.ImportDocument) {
    return (
      <ImportDocumentView
        draft={session.draft}
        onAnswer={onAnswer}
        onCancel={cancel}
        onProfiles={() => go(fmRoutes.bankProfiles(location))}
        onRules={() => go(fmRoutes.accountRules(location))}
        failedDraft={importDraft.draft}
        onReopenDraft={(reopened) => {
          session.reopen({ ...reopened.review, failingRow: reopened.failingRow });
          go(fmRoutes.importReview(location));
        }}
        onDiscardDraft={importDraft.drop}
      />
    );
  }
  if (location.tab === FmView.BankProfiles) return <BankProfilesView onBack={toImport} />;
  if (location.tab === FmView.MapColumns) {
    const { draft, mapping } = session;
    if (!draft || !mapping) {
      return <NothingToImport text="There is nothing to map. Choose a file to import first." onImport={toImport} />;
    }
    return (
      <MapColumnsView
        draft={draft}
        mapping={mapping}
        onAnswer={(answer, layout) => onAnswer(draft, answer, layout)}
        onBack={toImport}
        onCancel={cancel}
      />
    );
  }
  return (
    <ImportReviewFlow
      location={location}
      go={go}
      review={session.review}
      onChange={session.setReview}
      onUploaded={(outcome) => {
        session.clear();
        onUploaded(outcome);
      }}
      onCancel={cancel}
      onMapColumns={session.mapping && session.draft ? () => go(fmRoutes.mapColumns(location)) : undefined}
      profileToSave={profileToSave(session)}
    />
  );
}
