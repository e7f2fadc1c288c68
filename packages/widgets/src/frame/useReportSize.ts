import { useEffect, type RefObject } from 'react';
import { debounce } from '../sizing';
import type { Bridge } from './bridge';

/** How long the frame waits after the last size change before it reports the height. */
export const RESIZE_DEBOUNCE_MS = 50;

/**
 * Reports the height of the widget's content root (not the document's: a document sized by its
 * frame grows with every report, as cal.com's did) to the host, debounced, whenever it changes.
 */
export function useReportSize(ref: RefObject<HTMLElement | null>, bridge: Bridge): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || !bridge.hosted) return;
    let last = -1;
    const report = debounce((height: number) => {
      if (height === last) return;
      last = height;
      bridge.send('resize', { height });
    }, RESIZE_DEBOUNCE_MS);
    const observer = new ResizeObserver(() => {
      report(Math.ceil(element.getBoundingClientRect().height));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      report.cancel();
    };
  }, [ref, bridge]);
}
