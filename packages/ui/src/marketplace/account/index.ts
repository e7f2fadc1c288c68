// Exports of this folder, by name: the person's own data and account (issue 14).
export { AccountDangerZone } from './account-danger-zone';
export type { AccountDangerZoneProps } from './account-danger-zone';
