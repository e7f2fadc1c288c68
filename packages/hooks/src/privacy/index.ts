export { downloadJson } from './downloadJson';
export { useDeleteAccount } from './useDeleteAccount';
export { useExportMyData } from './useExportMyData';
export type { ExportMyDataOptions } from './useExportMyData';
