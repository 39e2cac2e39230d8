import { Callout, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { useId, useState, type ReactNode } from 'react';
import { errorMessage } from './errorMessage';
import { showError } from './toaster';
import { ActionForm } from './ActionForm';
import { BLANK_CHOICE_MESSAGE } from './messages';

export interface Choice {
  id: string;
  label: string;
}

interface ChoiceFormProps {
  title: string;
  summary: ReactNode;
  /** The field label, e.g. "Billing plan". */
  label: string;
  choices: readonly Choice[] | undefined;
  loadingChoices: boolean;
  choicesError: unknown;
  busy: boolean;
  onChoose: (id: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Picks one item from a list and adds it (tabs 10 and 11). The list starts on a blank option; choosing nothing
 * shows 'Please select a valid option.' (spec §5) and sends nothing.
 */
export function ChoiceForm(props: ChoiceFormProps) {
  const { title, summary, label, choices, loadingChoices, choicesError, busy, onChoose, onCancel } = props;
  const id = useId();
  const [chosen, setChosen] = useState('');

  async function submit() {
    const choice = choices?.find((c) => c.id === chosen.trim());
    if (!choice) {
      showError(BLANK_CHOICE_MESSAGE);
      return;
    }
    await onChoose(choice.id);
  }

  const empty = !loadingChoices && !choicesError && choices?.length === 0;
  return (
    <ActionForm
      title={title}
      summary={summary}
      submitText="Add"
      submitIcon={<AddIcon />}
      busy={busy}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <FormGroup
        label={label}
        labelFor={id}
        labelInfo="(required)"
        helperText={loadingChoices ? 'Loading the choices…' : empty ? 'There is nothing to choose from.' : undefined}
      >
        <HTMLSelect
          id={id}
          value={chosen}
          onChange={(event) => setChosen(event.currentTarget.value)}
          options={[{ value: '', label: '' }, ...(choices ?? []).map((c) => ({ value: c.id, label: c.label }))]}
          fill
        />
      </FormGroup>
      {choicesError ? (
        <Callout intent={Intent.DANGER} compact role="alert">
          {errorMessage(choicesError)}
        </Callout>
      ) : null}
    </ActionForm>
  );
}
