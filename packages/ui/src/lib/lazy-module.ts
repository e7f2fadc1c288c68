import { useRef, useState, type RefObject } from 'react';

/** A module loaded on first use, kept once it has arrived. */
export interface LazyModule<T> {
  /** The module, once loaded. */
  current(): T | undefined;
  /** Loads it (once; again after a failure). */
  load(): Promise<T>;
}

/**
 * Wraps a dynamic `import()` so the parts of a component that only matter once it is used (a
 * menu's popup, a dialog's content) are downloaded and run on first use instead of with the page.
 */
export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    current: () => value,
    load() {
      pending ??= importer().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

/**
 * A lazy module in a component: `[module, prepare, triggerHadFocus]`. `prepare()` starts the
 * download (call it on hover, focus or press); the component renders again with the module. The
 * element given `triggerRef` stands in until then: `triggerHadFocus` says whether it had the focus
 * when the module arrived, so the real trigger can take it over.
 */
export function useLazyModule<T, E extends HTMLElement>(
  module: LazyModule<T>,
  triggerRef: RefObject<E | null>,
): [T | undefined, () => void, boolean] {
  const [value, setValue] = useState<{ module: T; focused: boolean } | undefined>(() => {
    const current = module.current();
    return current === undefined ? undefined : { module: current, focused: false };
  });
  const preparing = useRef(false);
  const prepare = () => {
    if (value || preparing.current) return;
    preparing.current = true;
    module.load().then(
      (loaded) => {
        const target = triggerRef.current;
        setValue({ module: loaded, focused: target !== null && target === document.activeElement });
      },
      // Offline or a replaced deploy: the next hover or press tries again.
      () => {
        preparing.current = false;
      },
    );
  };
  return [value?.module, prepare, value?.focused ?? false];
}
