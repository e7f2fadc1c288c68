import { toCsv, type CsvCell } from '@hireloop/sdk';
import { Download } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../primitives/button';
import { INSIGHTS_TEXTS as TEXTS } from './texts';

/** Saves `csv` as `fileName` through a temporary link (the browser's download). */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export type CsvExportButtonProps = Omit<ComponentProps<typeof Button>, 'onClick'> & {
  /** The file's name, e.g. `funnel-2026-01-01-2026-01-31.csv`. */
  fileName: string;
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
  /** What the table is, for the button's accessible name ("Export Funnel as CSV"). */
  what: string;
  /** Receives the CSV instead of downloading it (tests, custom saving). @default downloadCsv */
  onExport?: (csv: string, fileName: string) => void;
};

/**
 * "Export CSV" for a table: the sdk's `toCsv` (RFC 4180, texts that a spreadsheet would run as a
 * formula defused), downloaded as `fileName`.
 */
export function CsvExportButton({
  fileName,
  header,
  rows,
  what,
  onExport = downloadCsv,
  ...props
}: CsvExportButtonProps) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={TEXTS.exportCsvOf(what)}
      onClick={() => onExport(toCsv(header, rows), fileName)}
      {...props}
    >
      <Download aria-hidden="true" />
      {TEXTS.exportCsv}
    </Button>
  );
}
