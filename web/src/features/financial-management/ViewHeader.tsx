import type { ReactNode } from 'react';

/** The title of one of the screen's views, with its actions on the right. */
export function ViewHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="fm-view-header">
      <h3 className="bp6-heading" id="fm-view-title">
        {title}
      </h3>
      {children ? <div className="fm-view-actions">{children}</div> : null}
    </div>
  );
}
