import './accountRules.css';
import { Button, Spinner } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../shared/errorMessage';
import { newRuleValues } from './accountRuleForm';
import { AccountRuleForm } from './AccountRuleForm';
import { AccountRuleItem } from './AccountRuleItem';
import { useFinancialAccounts } from './accounts';
import { fmRoutes, type FmLocation } from './fmNavigation';
import { InlineNotice } from './InlineNotice';
import { useAccountRules } from './useAccountRules';
import { useCreateAccountRule } from './useCreateAccountRule';
import type { FmGo } from './useFmNavigation';
import { ViewHeader } from './ViewHeader';

/**
 * View 12, 'Account rules' (reached from the list, the import and the recode views): the company's rules in the
 * order they are tried. A statement review gives a row without its own account code the first matching rule's
 * account; a recode by rules does the same for stored transactions. Cards, so a phone never scrolls sideways.
 */
export function AccountRulesView({ location, go }: { location: FmLocation; go: FmGo }) {
  const onBack = useBack(location, go);
  const { rules, loaded, loading, error } = useAccountRules();
  const { accounts, error: accountsError } = useFinancialAccounts();
  const { create, creating } = useCreateAccountRule();
  const [adding, setAdding] = useState(false);

  return (
    <section aria-labelledby="fm-view-title">
      <ViewHeader title="Account rules">
        <Button icon={<AddIcon />} intent="primary" text="New rule" onClick={() => setAdding(true)} disabled={adding} />
        <Button text="Back" onClick={onBack} />
      </ViewHeader>
      <p className="bp6-text-muted fm-rules-intro">
        A rule gives an account to the transactions whose description contains (or starts with) its text. The rules are
        tried from the top and the first that matches wins. The statement review uses them for rows without an account
        code, and Recode Transactions can apply them to a period.
      </p>
      {error ? <InlineNotice>{`The account rules could not be loaded: ${errorMessage(error)}`}</InlineNotice> : null}
      {accountsError ? (
        <InlineNotice>{`The financial accounts could not be loaded: ${errorMessage(accountsError)}`}</InlineNotice>
      ) : null}
      {adding ? (
        <div className="fm-rule fm-rule-new">
          <AccountRuleForm
            label="New rule"
            initial={newRuleValues(accounts)}
            accounts={accounts}
            saving={creating}
            onSave={(input) =>
              create(input).then((outcome) => {
                if (outcome.ok) setAdding(false);
                return outcome;
              })
            }
            onCancel={() => setAdding(false)}
          />
        </div>
      ) : null}
      {loading && !loaded ? (
        <Spinner size={24} aria-label="Loading the account rules" />
      ) : rules.length === 0 && !error ? (
        <InlineNotice intent="primary">No account rules yet.</InlineNotice>
      ) : (
        <ol className="fm-rules" aria-label="Account rules, in the order they are tried">
          {rules.map((rule) => (
            <li key={rule.id}>
              <AccountRuleItem rule={rule} count={rules.length} accounts={accounts} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Back to the view the rules were opened from; opened directly (a reload, a link), to the list. */
function useBack(location: FmLocation, go: FmGo): () => void {
  const navigate = useNavigate();
  const routerLocation = useLocation();
  return () => {
    if (routerLocation.key === 'default') go(fmRoutes.backToList(location));
    else void navigate(-1);
  };
}
