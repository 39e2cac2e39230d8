import { ChartIcon, ClipboardIcon, DocumentIcon, DollarIcon, OutdatedIcon, RepeatIcon } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import { paths } from '../../app/paths';

/** Icons are imported one by one so that only these reach the bundle (no icon loader). */
const ICONS: Partial<Record<string, ReactElement>> = {
  [paths.invoices]: <DocumentIcon />,
  [paths.payments]: <DollarIcon />,
  [paths.billingRuns]: <RepeatIcon />,
  [paths.unpaidRuns]: <OutdatedIcon />,
  [paths.financialManagement]: <ChartIcon />,
  [paths.claims]: <ClipboardIcon />,
};

export function areaIcon(path: string): ReactElement | undefined {
  return ICONS[path];
}
