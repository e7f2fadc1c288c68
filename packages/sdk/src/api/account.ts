import type { Transport } from '../client/types';
import type { AccountExport, DeleteAccountInput } from '../schemas/account';
import type { OkResponse } from '../schemas/ok';
import type { CallOptions } from './callOptions';

/** The person's own data: download it, or delete the account (issue 14; not shown in SPEC). */
export function accountApi(t: Transport) {
  return {
    /**
     * GET /api/account/export: the archive of the signed-in person's data (`accountExportSchema`),
     * the same JSON a browser saves as a file from that address. A request, not a read: signed out
     * is an error here, not `null`.
     */
    export: (options?: CallOptions) =>
      t.request<AccountExport>('/api/account/export', { ...options, method: 'GET' }),
    /**
     * POST /api/account/delete: deletes the signed-in account after checking the password (a wrong
     * one is a 400 with `fieldErrors.password`); every session of it ends.
     */
    delete: (body: DeleteAccountInput, options?: CallOptions) =>
      t.request<OkResponse>('/api/account/delete', { ...options, method: 'POST', body }),
  };
}
export type AccountApi = ReturnType<typeof accountApi>;
