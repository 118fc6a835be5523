// Types of quietNetwork.mjs, for the browser tests that import it.
import type { Page } from 'playwright-core';

export function untilNetworkQuiet(page: Page): Promise<void>;
