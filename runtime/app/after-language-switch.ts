/**
 * Work redone after a signed-in language switch (runtime/app/language.ts): names that are data (menus, the
 * product's name) are read again in the new language. The router registers it (it holds the session loader), so
 * neither this module nor language.ts pulls the session loader anywhere the sign-in page would load it.
 */
const tasks = new Set<() => Promise<void>>();

/** Adds a task; returns its removal. */
export function onSignedInLanguageSwitch(task: () => Promise<void>): () => void {
  tasks.add(task);
  return () => { tasks.delete(task); };
}

export async function runAfterLanguageSwitch(): Promise<void> {
  await Promise.all([...tasks].map((task) => task()));
}
