export { STORAGE_KEYS, SESSION_STORAGE_KEYS } from './storageKeys';
export { CLEAR_ON_LOGOUT } from './clearOnLogoutKeys';
export { createMemoryStorage } from './createMemoryStorage';
export { createBrowserStorage, createHireloopStorage } from './createHireloopStorage';
export type { StorageLike } from './StorageLike';
export type { MemoryStorage } from './createMemoryStorage';
export type {
  HireloopStorage,
  HireloopStorageOptions,
  LocalStorageKey,
  SessionStorageKey,
  StorageArea,
} from './createHireloopStorage';
