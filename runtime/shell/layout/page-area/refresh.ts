import { proxy, useSnapshot } from 'valtio';

/** A counter per path; bumping it remounts that page (tag "refresh"). */
export const pageGenerations = proxy<Record<string, number>>({});

export function remountPage(path: string): void {
  pageGenerations[path] = (pageGenerations[path] ?? 0) + 1;
}

export function usePageGeneration(path: string): number {
  return useSnapshot(pageGenerations)[path] ?? 0;
}
