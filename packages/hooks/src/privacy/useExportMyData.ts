import { useMutation } from '@tanstack/react-query';
import { accountExportFileName } from '@hireloop/sdk/constants';
import type { AccountExport } from '@hireloop/sdk/schemas';
import { useHireloop } from '../core/HireloopProvider';
import { downloadJson } from './downloadJson';

export interface ExportMyDataOptions {
  /**
   * What to do with the archive once it arrived.
   * @default saves it as `hireloop-data-<date>.json` (the sdk's `accountExportFileName`)
   */
  save?: (archive: AccountExport, fileName: string) => void;
}

/**
 * "Download my data" (issue 14): `mutate()` fetches the signed-in person's archive
 * (GET /api/account/export) and saves it as a JSON file; `data` is the archive. A mutation, not a
 * query: the archive is asked for on a click, never cached or refetched.
 */
export function useExportMyData({ save = downloadJson }: ExportMyDataOptions = {}) {
  const { client } = useHireloop();
  return useMutation({
    mutationFn: async () => {
      const archive = await client.account.export();
      save(archive, accountExportFileName(archive.exportedAt));
      return archive;
    },
  });
}
