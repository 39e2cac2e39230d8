import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { ChoiceSelect } from '../../shared/ChoiceSelect';
import { PractitionerChoicesQuery } from './practitionerQueries';

interface PractitionerSelectProps {
  /** The chosen practitioner's id; null for all of them. */
  value: string | null;
  onChange: (practitionerId: string | null) => void;
  /** Label and select on one line (in a toolbar). */
  inline?: boolean;
}

/**
 * Narrows a list to one practitioner: the company's practitioners by name, or All practitioners. A practitioner the
 * list does not hold (yet, or any more) is shown by id, so the choice in the URL always shows.
 */
export function PractitionerSelect({ value, onChange, inline }: PractitionerSelectProps) {
  const { data, error } = useQuery(PractitionerChoicesQuery, { fetchPolicy: 'cache-first' });
  const options = useMemo(() => {
    const choices = (data?.practitioners ?? []).map((p) => ({ value: p.id, label: p.name }));
    return value && !choices.some((c) => c.value === value)
      ? [...choices, { value, label: `Practitioner ${value}` }]
      : choices;
  }, [data, value]);
  return (
    <ChoiceSelect
      label="Practitioner"
      inline={inline}
      value={value ?? ''}
      blankLabel="All practitioners"
      options={options}
      onChange={onChange}
      onBlank={() => onChange(null)}
      error={error ? 'The practitioners could not be loaded.' : undefined}
    />
  );
}
