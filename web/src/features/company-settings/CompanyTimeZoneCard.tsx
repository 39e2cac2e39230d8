import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Elevation, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { failureText } from '../../shared/errorMessage';
import { showError, showSuccess } from '../../shared/toaster';
import { CompanyTimeZoneQuery, SetCompanyTimeZoneMutation } from './companySettingsQueries';
import { messages } from './messages';
import { REGION_DEFAULT, timeZoneChoices, timeZoneLabel } from './timeZoneChoices';

/**
 * The company's time zone: invoice dates and other instants are shown and read in it. By default its region's
 * (DESIGN.md); a company on other local time chooses its own.
 */
export function CompanyTimeZoneCard() {
  const { data, loading } = useQuery(CompanyTimeZoneQuery);
  const company = data?.viewer.company;
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const [save, { loading: saving }] = useMutation(SetCompanyTimeZoneMutation);
  const zones = useMemo(() => timeZoneChoices(), []);
  if (loading || !company) return null;

  const current = company.timeZoneChosen ? company.timeZone : REGION_DEFAULT;
  const selected = choice ?? current;
  const onSave = async () => {
    try {
      await save({ variables: { timeZone: selected === REGION_DEFAULT ? null : selected } });
      setChoice(undefined);
      showSuccess(messages.save.success);
    } catch (error) {
      showError(failureText(messages.save.failure, error));
    }
  };

  return (
    <Card elevation={Elevation.ONE} className="folio-company-settings">
      <h3 className="bp6-heading">Company time zone</h3>
      <p>
        Invoice dates, payment times and the dashboard&apos;s days are shown and read in{' '}
        <strong>{timeZoneLabel(company.timeZone)}</strong>
        {company.timeZoneChosen ? ', chosen by the company.' : `, the default for region ${company.region}.`}
      </p>
      <FormGroup label="Time zone" labelFor="company-time-zone">
        <HTMLSelect
          id="company-time-zone"
          fill
          value={selected}
          onChange={(event) => setChoice(event.currentTarget.value)}
        >
          <option value={REGION_DEFAULT}>Region default ({company.region})</option>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <Button
        intent="primary"
        text="Save time zone"
        loading={saving}
        disabled={selected === current}
        onClick={() => void onSave()}
      />
    </Card>
  );
}
