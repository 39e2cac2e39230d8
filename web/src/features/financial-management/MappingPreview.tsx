import { HTMLSelect, HTMLTable, Tag } from '@blueprintjs/core';
import { COLUMN_ROLES, type ColumnRole, type MappingChoices } from './csvMapping';

interface MappingPreviewProps {
  choices: MappingChoices;
  /** The first records of the file as its delimiter splits them. */
  preview: readonly (readonly string[])[];
  onRole: (column: number, role: ColumnRole) => void;
  disabled: boolean;
}

const ROLE_OPTIONS = COLUMN_ROLES.map((role) => ({ value: role.value, label: role.label }));

/** The file's first records, with a role select above each column; skipped rows and the header are marked. */
export function MappingPreview({ choices, preview, onRole, disabled }: MappingPreviewProps) {
  const header = choices.hasHeader ? preview[choices.skipRecords] : undefined;
  const place = (index: number) =>
    index < choices.skipRecords ? 'skipped' : index === choices.skipRecords && choices.hasHeader ? 'header' : '';
  return (
    <div className="folio-table-scroll">
      <HTMLTable compact bordered className="fm-table fm-mapping-preview" aria-label="The file's first rows">
        <thead>
          <tr>
            <th scope="col">Row</th>
            {choices.roles.map((role, column) => (
              <th scope="col" key={column}>
                <HTMLSelect
                  aria-label={`Role of column ${column + 1}${header?.[column] ? ` (${header[column]})` : ''}`}
                  value={role}
                  disabled={disabled}
                  options={ROLE_OPTIONS}
                  onChange={(event) => onRole(column, event.currentTarget.value as ColumnRole)}
                />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.map((record, index) => (
            <tr key={index} data-testid="mapping-preview-row" data-place={place(index) || undefined}>
              <th scope="row">
                {index + 1}{' '}
                {place(index) ? (
                  <Tag minimal intent={place(index) === 'header' ? 'primary' : 'none'}>
                    {place(index)}
                  </Tag>
                ) : null}
              </th>
              {choices.roles.map((role, column) => (
                <td key={column} className={role === 'ignore' ? 'bp6-text-muted' : undefined}>
                  {record[column] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
