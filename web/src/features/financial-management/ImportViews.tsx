import { fmRoutes, FmView, type FmLocation } from './fmNavigation';
import { ImportDocumentView } from './ImportDocumentView';
import { ImportReviewFlow } from './ImportReviewFlow';
import { MapColumnsView } from './MapColumnsView';
import { NothingToImport } from './NothingToImport';
import type { ImportDraft, ReviewAnswer } from './reviewAnswer';
import type { FmGo } from './useFmNavigation';
import type { ImportSession } from './useImportSession';

interface ImportViewsProps {
  location: FmLocation;
  go: FmGo;
  session: ImportSession;
  /** After Upload, successful or not (the page goes to the list and says how it went). */
  onUploaded: (outcome: { ok: true; imported: number } | { ok: false; message: string }) => void;
}

/**
 * The statement import: choose a file (3), answer the CSV reader's questions when it has any (11), review (4)
 * with its row views (5, 6), Upload. Cancel anywhere forgets the file and goes to the list.
 */
export function ImportViews({ location, go, session, onUploaded }: ImportViewsProps) {
  const toImport = () => go(fmRoutes.importDocument(location));
  const cancel = () => {
    session.clear();
    go(fmRoutes.backToList(location));
  };
  const onAnswer = (draft: ImportDraft, answer: ReviewAnswer) => {
    session.receive(draft, answer);
    if (answer.review) go(fmRoutes.importReview(location));
    else if (location.tab !== FmView.MapColumns) go(fmRoutes.mapColumns(location));
  };

  if (location.tab === FmView.ImportDocument) {
    return <ImportDocumentView draft={session.draft} onAnswer={onAnswer} onCancel={cancel} />;
  }
  if (location.tab === FmView.MapColumns) {
    const { draft, mapping } = session;
    if (!draft || !mapping) {
      return <NothingToImport text="There is nothing to map. Choose a file to import first." onImport={toImport} />;
    }
    return (
      <MapColumnsView
        draft={draft}
        mapping={mapping}
        onAnswer={(answer) => onAnswer(draft, answer)}
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
    />
  );
}
