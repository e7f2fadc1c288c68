/**
 * The part of the Web Storage API the sdk uses; `localStorage` and `sessionStorage` satisfy it,
 * and so does {@link createMemoryStorage}. Injected, never read from globals (STYLE.md habit 1).
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key?(index: number): string | null;
  readonly length?: number;
}
