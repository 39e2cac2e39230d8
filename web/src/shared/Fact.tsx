import './forms.css';
import './tables.css';
import type { ReactNode } from 'react';

interface FactProps {
  term: string;
  numeric?: boolean;
  /** Stretches to take the room left on its line. */
  wide?: boolean;
  testId?: string;
  children: ReactNode;
}

/** One term and value of a summary (`<dl className="folio-inv-facts">`). */
export function Fact({ term, numeric = false, wide = false, testId, children }: FactProps) {
  return (
    <div className={wide ? 'folio-inv-fact folio-inv-fact-wide' : 'folio-inv-fact'}>
      <dt className="bp6-text-muted">{term}</dt>
      <dd className={numeric ? 'folio-inv-numeric' : undefined} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
