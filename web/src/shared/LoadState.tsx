import { Button, Callout, Intent, NonIdealState } from '@blueprintjs/core';
import { ArrowLeftIcon, ErrorIcon, SearchIcon } from '@blueprintjs/icons';
import { errorMessage } from './errorMessage';
import { PageSpinner } from './PageSpinner';

interface LoadStateProps {
  loading: boolean;
  error: unknown;
  /** What was looked for, e.g. "invoice", for the not-found message. */
  what: string;
  onBack: () => void;
  backText: string;
}

/** What a view shows while its data loads, when loading failed, or when the item does not exist. */
export function LoadState({ loading, error, what, onBack, backText }: LoadStateProps) {
  if (loading) return <PageSpinner label={`Loading the ${what}. Please wait.`} />;
  const back = <Button icon={<ArrowLeftIcon />} text={backText} onClick={onBack} />;
  if (error) {
    return (
      <Callout intent={Intent.DANGER} icon={<ErrorIcon />} title={`The ${what} could not be loaded`} role="alert">
        <p>{errorMessage(error)}</p>
        {back}
      </Callout>
    );
  }
  return (
    <NonIdealState
      icon={<SearchIcon size={48} />}
      title={`This ${what} was not found`}
      description="It may have been deleted, or it belongs to another company."
      action={back}
    />
  );
}
