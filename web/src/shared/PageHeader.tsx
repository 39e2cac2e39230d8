import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
}

/** The main heading of a page (an h2 with the area name) and a line on what the page is for. */
export function PageHeader({ title, description }: PageHeaderProps) {
  return (
    <header className="folio-page-header">
      <h2 className="bp6-heading">{title}</h2>
      {description ? <p className="bp6-text-muted">{description}</p> : null}
    </header>
  );
}
