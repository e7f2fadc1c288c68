import type { Locator, Page } from '@playwright/test';

/** Loading placeholders of @hireloop/ui and the app: a page is ready once none shows. */
export const BUSY_SELECTOR: string;

/** Waits for network idle (the live stream aside), `landmark` (default: the first h1), no placeholder. */
export function waitForPageReady(page: Page, landmark?: Locator): Promise<void>;
