import { useCallback, useSyncExternalStore } from 'react';
import type { DropStore } from './dropStore';

/** The name of what is dragged, under the pointer; red while the drop there would be refused (as the drop line). */
export function DragLabel({ drops, text }: { drops: DropStore; text: string }) {
  const refused = useSyncExternalStore(drops.subscribe, useCallback(() => drops.get()?.refusal !== undefined, [drops]));
  return <div className={refused ? 'designer-overlay is-refused' : 'designer-overlay'}>{text}</div>;
}
