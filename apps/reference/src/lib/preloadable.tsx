import { lazy, useState, type ComponentType, type JSX } from 'react';
import { preloadModule } from './chunkManifest';

export interface PreloadableModule<P> {
  default: ComponentType<P>;
}

/** A code-split component whose chunk can be loaded ahead of its first render. */
export interface Preloadable<P extends object> {
  (props: P): JSX.Element;
  /** Loads the chunk (once; again after a failure) and keeps its component for the next render. */
  load: () => Promise<PreloadableModule<P>>;
}

/**
 * `React.lazy` that renders at once when its chunk has already arrived (prefetched in the
 * background, on hover, or with the entry for the page a visit lands on). `lazy` alone suspends
 * on every first render, even of a loaded chunk: the Suspense fallback then shows and React holds
 * the content back for its reveal throttle (about 300 ms) before the page appears.
 *
 * `chunk` names the module in the build's chunk list (its path under src/ without the extension):
 * its files are preloaded together before the import (`preloadModule`).
 */
export function preloadable<P extends object>(
  load: () => Promise<PreloadableModule<P>>,
  chunk: string,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<PreloadableModule<P>> | undefined;
  const loadOnce = () => {
    if (!pending) preloadModule(chunk);
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed download (offline, a deploy replaced the chunk) may be retried.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(loadOnce);
  function Component(props: P) {
    // One component type for the life of an instance: switching from the lazy wrapper to the
    // module's own component once it has loaded would remount the page and lose its state.
    const [Type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Type {...props} />;
  }
  return Object.assign(Component, { load: loadOnce });
}
