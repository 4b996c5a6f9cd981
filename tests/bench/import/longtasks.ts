import type { Page } from '@playwright/test';

/**
 * Long tasks (PerformanceObserver 'longtask': main-thread tasks over 50 ms) of a page, per measured step: an init
 * script collects them from the first document on; `measure` empties the list, runs the step, lets the page
 * settle, and returns the step's tasks.
 */

declare global {
  interface Window { __longTasks?: number[] }
}

export async function observeLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks!.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

export interface StepFigures { step: string; longTasks: number; longestMs: number; totalBlockingMs: number; wallMs: number }

const round = (n: number) => Math.round(n);

export async function measure(page: Page, step: string, action: () => Promise<void>, settleMs = 400): Promise<StepFigures> {
  await page.evaluate(() => { window.__longTasks = []; });
  const started = performance.now();
  await action();
  const wallMs = round(performance.now() - started);
  await page.waitForTimeout(settleMs);
  const tasks = await page.evaluate(() => window.__longTasks ?? []);
  return {
    step, longTasks: tasks.length, longestMs: round(Math.max(0, ...tasks)),
    totalBlockingMs: round(tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)), wallMs,
  };
}
