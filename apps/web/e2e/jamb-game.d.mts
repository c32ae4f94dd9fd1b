import type { Page } from '@playwright/test';

export function startJambGame(page: Page): Promise<void>;
