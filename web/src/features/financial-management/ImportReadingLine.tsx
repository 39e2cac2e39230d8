import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { readingPhrases } from './importReading';

export const FmImportReadingFragment = graphql(`
  fragment FmImportReading on ImportReading {
    encoding
    dateOrder
    dateOrderFrom
    decimalMark
    signConvention
    notes
    currency
    account
  }
`);

/** View 4's line on how the file was read (date order, decimal mark, signs, encoding), and the reader's notes. */
export function ImportReadingLine(props: { reading: FragmentType<typeof FmImportReadingFragment> }) {
  const reading = getFragmentData(FmImportReadingFragment, props.reading);
  return (
    <div className="fm-import-reading" data-testid="import-reading">
      <p>
        <span className="bp6-text-muted">How it was read: </span>
        {readingPhrases(reading).join(' · ')}
      </p>
      {reading.notes.length > 0 ? (
        <ul className="bp6-text-muted fm-import-notes" aria-label="Notes on the file">
          {reading.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
