import type { CsvCell } from '@hireloop/sdk';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { CsvExportButton } from './csv-export-button';

export interface DataColumn {
  label: string;
  /** Right-aligned figures. @default false */
  numeric?: boolean;
}

export type DataTableProps = {
  /** The table's caption and the export's name. */
  caption: string;
  columns: readonly DataColumn[];
  /** One array of cells per row: what the CSV holds. */
  rows: readonly (readonly CsvCell[])[];
  /** How a cell shows on screen (e.g. with units or a link); the CSV keeps the raw value. */
  renderCell?: (row: number, column: number, value: CsvCell) => ReactNode;
  fileName: string;
  /** Hides the caption visually (a heading above says it). @default false */
  hideCaption?: boolean;
  onExport?: (csv: string, fileName: string) => void;
  className?: string;
};

/**
 * A figures table with its "Export CSV" button: the accessible alternative of a chart, and every
 * table of the insights page. Scrolls sideways in its own box on a narrow screen.
 */
export function DataTable({
  caption,
  columns,
  rows,
  renderCell,
  fileName,
  hideCaption = false,
  onExport,
  className,
}: DataTableProps) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {/* A region that scrolls sideways on a phone, reachable with the keyboard. */}
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="overflow-x-auto rounded-md border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <table className="w-full text-sm">
          <caption className={cn('p-2 text-left font-medium', hideCaption && 'sr-only')}>
            {caption}
          </caption>
          <thead className="bg-muted/50">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={cn(
                    'px-3 py-2 font-medium whitespace-nowrap',
                    column.numeric ? 'text-right' : 'text-left',
                  )}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r} className="border-t border-border">
                {row.map((value, c) => {
                  const Cell = c === 0 ? 'th' : 'td';
                  return (
                    <Cell
                      key={c}
                      {...(c === 0 ? { scope: 'row' } : {})}
                      className={cn(
                        'px-3 py-2',
                        c === 0 && 'text-left font-normal',
                        columns[c]?.numeric && 'text-right tabular-nums',
                      )}
                    >
                      {renderCell ? renderCell(r, c, value) : (value ?? '')}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <CsvExportButton
          fileName={fileName}
          header={columns.map((column) => column.label)}
          rows={rows}
          what={caption}
          onExport={onExport}
        />
      </div>
    </div>
  );
}
