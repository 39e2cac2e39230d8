import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { CaretDownIcon, DocumentIcon, ExportIcon, GridViewIcon } from '@blueprintjs/icons';
import type { ExportList } from './downloadExport';
import { useExport } from './useExport';

interface ExportMenuProps {
  list: ExportList;
  /** The list query the screen sends to GraphQL: the file holds every row it matches, not only the page shown. */
  query: unknown;
  practitionerId?: string | null;
}

/** "Export" in a list's toolbar: the current filtered list as CSV or Excel (XLSX). */
export function ExportMenu({ list, query, practitionerId }: ExportMenuProps) {
  const { exportAs, exporting } = useExport(list, query, practitionerId);
  const run = (format: 'csv' | 'xlsx') => {
    void exportAs(format);
  };
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label="Export formats">
          <MenuItem icon={<DocumentIcon />} text="CSV" label=".csv" onClick={() => run('csv')} />
          <MenuItem icon={<GridViewIcon />} text="Excel" label=".xlsx" onClick={() => run('xlsx')} />
        </Menu>
      }
    >
      <Button
        icon={<ExportIcon />}
        text="Export"
        endIcon={<CaretDownIcon />}
        loading={exporting !== null}
        aria-label="Export the list"
      />
    </PopoverNext>
  );
}
