import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Checkbox, Elevation, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { getFragmentData } from '../../gql';
import { failureText } from '../../shared/errorMessage';
import { showError, showSuccess } from '../../shared/toaster';
import { CompanyTaxFields, CompanyTaxQuery, SetCompanyTaxMutation } from './companyTaxQueries';
import { taxMessages } from './messages';
import { formatRates, parseRates } from './taxRates';

interface Draft {
  chargesTax: boolean;
  registrationNumber: string;
  rates: string;
}

/**
 * The company's VAT/GST (docs/guide-company-settings.md): whether it charges tax, its registration number and its
 * rates (its region's by default). Off by default; a company that does not charge tax sees no change anywhere.
 */
export function CompanyTaxCard() {
  const { data, loading } = useQuery(CompanyTaxQuery);
  const company = getFragmentData(CompanyTaxFields, data?.viewer.company);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [save, { loading: saving }] = useMutation(SetCompanyTaxMutation);
  if (loading || !company) return null;

  const stored: Draft = {
    chargesTax: company.chargesTax,
    registrationNumber: company.taxRegistrationNumber ?? '',
    rates: formatRates(company.taxRates),
  };
  const shown = draft ?? stored;
  const parsed = parseRates(shown.rates);
  const rateError = 'error' in parsed && (shown.chargesTax || shown.rates.trim() !== '') ? parsed.error : null;
  const changed =
    shown.chargesTax !== stored.chargesTax ||
    shown.registrationNumber.trim() !== stored.registrationNumber ||
    shown.rates.trim() !== stored.rates;
  const edit = (change: Partial<Draft>) => setDraft({ ...shown, ...change });
  const name = company.taxName;

  const onSave = async (useRegionRates = false) => {
    const input: { chargesTax: boolean; registrationNumber: string; rates?: number[]; useRegionRates?: boolean } = {
      chargesTax: shown.chargesTax,
      registrationNumber: shown.registrationNumber.trim(),
    };
    if (useRegionRates) input.useRegionRates = true;
    else if ('rates' in parsed && shown.rates.trim() !== stored.rates) input.rates = parsed.rates;
    try {
      await save({ variables: { input } });
      setDraft(null);
      showSuccess(taxMessages.save.success);
    } catch (error) {
      showError(failureText(taxMessages.save.failure, error));
    }
  };

  return (
    <Card elevation={Elevation.ONE} className="folio-company-settings">
      <h3 className="bp6-heading">{name} (sales tax)</h3>
      <p>
        {company.chargesTax
          ? `The company charges ${name}: each new or edited invoice line records its rate and the ${name} in its amount (prices include ${name}).`
          : `The company does not charge ${name}: invoices show no tax and their amounts are as entered.`}
      </p>
      <Checkbox
        label={`Charges ${name}`}
        checked={shown.chargesTax}
        onChange={(event) => edit({ chargesTax: event.currentTarget.checked })}
      />
      <FormGroup label={`${name} registration number`} labelFor="company-tax-number">
        <InputGroup
          id="company-tax-number"
          value={shown.registrationNumber}
          maxLength={40}
          onValueChange={(value) => edit({ registrationNumber: value })}
        />
      </FormGroup>
      <FormGroup
        label="Rates (%)"
        labelFor="company-tax-rates"
        helperText={
          rateError ??
          `The first is the rate of a new line. ${
            company.taxRatesChosen ? 'Chosen by the company.' : `The defaults for region ${company.region}.`
          } ${company.taxRates.map((r) => `${r.percent}% ${r.label}`).join(', ')}`
        }
        intent={rateError ? 'danger' : 'none'}
      >
        <InputGroup
          id="company-tax-rates"
          value={shown.rates}
          placeholder="e.g. 15, 0"
          intent={rateError ? 'danger' : 'none'}
          onValueChange={(value) => edit({ rates: value })}
        />
      </FormGroup>
      <div className="folio-company-settings-actions">
        <Button
          intent="primary"
          text={`Save ${name} settings`}
          loading={saving}
          disabled={!changed || rateError !== null}
          onClick={() => void onSave()}
        />{' '}
        {company.taxRatesChosen ? (
          <Button text="Region's rates" disabled={saving} onClick={() => void onSave(true)} />
        ) : null}
      </div>
    </Card>
  );
}
