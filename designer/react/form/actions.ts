import type { FieldSchema } from '../../../schemas/types';
import {
  HOLDER_KEYS, copyField, duplicateField, fieldIds, findField, insertFromPalette, locate, moveField, pasteField, placementRefusal, removeField,
  replaceDocument, type DesignEditor, type PaletteEntry, type RefusalReason, type Step,
} from '../../core';
import { WIDGET_KEY_SET } from '../palette';

/**
 * The designer's gestures other than drag and drop (palette buttons, toolbar, keyboard), each one step
 * of the editor. A refused step changes nothing and its reason goes to `refuse`.
 */
export class DesignActions {
  /** What copy took (a subtree, re-keyed on paste). */
  private clipboard: FieldSchema | null = null;

  constructor(
    readonly editor: DesignEditor,
    private readonly refuse: (reason: RefusalReason) => void,
  ) {}

  private run(step: Step | undefined, select?: string): boolean {
    if (!step) return false;
    const result = this.editor.execute(step);
    if (!result.ok) {
      this.refuse(result.refusal.reason);
      return false;
    }
    const next = step.created ?? select;
    if (next !== undefined) this.editor.select(next);
    return true;
  }

  /**
   * Where a new entry goes: into the selection when it is an empty holder that takes it (a new card,
   * pane or sub-table is there to be filled); else right after the selection; when placement refuses
   * that and the selection holds entries, at the end inside it; with nothing selected, at the end of the form.
   */
  private placeFor(probe: FieldSchema): { parentId: string | null; index: number } | RefusalReason {
    const doc = this.editor.document;
    const selection = this.editor.getSnapshot().selection;
    const at = selection === null ? undefined : locate(doc, selection);
    if (!at) return placementRefusal(probe, null) ?? { parentId: null, index: doc.form.fields.length };
    const inside = at.field.children !== undefined && !placementRefusal(probe, at.field.jnpfKey);
    if (inside && at.field.children?.length === 0) return { parentId: selection as string, index: 0 };
    const parentKey = at.parentId === null ? null : (findField(doc, at.parentId)?.jnpfKey ?? null);
    const after = placementRefusal(probe, parentKey);
    if (!after) return { parentId: at.parentId, index: at.index + 1 };
    if (inside) return { parentId: selection as string, index: at.field.children?.length ?? 0 };
    return after;
  }

  insert(entry: PaletteEntry): boolean {
    const place = this.placeFor({ jnpfKey: entry.key, ...(HOLDER_KEYS.has(entry.key) ? { children: [] } : {}) });
    if (typeof place === 'string') {
      this.refuse(place);
      return false;
    }
    return this.run(insertFromPalette(this.editor.document, entry, place.parentId, place.index, this.editor.nextId));
  }

  private selected(id?: string | null): string | null {
    return id ?? this.editor.getSnapshot().selection;
  }

  remove(id?: string | null): boolean {
    const target = this.selected(id);
    if (target === null) return false;
    const doc = this.editor.document;
    // The selection goes to the neighbour, so Delete pressed again keeps removing.
    const at = locate(doc, target);
    const siblings = at ? (at.parentId === null ? doc.form.fields : (findField(doc, at.parentId)?.children ?? [])) : [];
    const neighbour = at ? (siblings[at.index + 1] ?? siblings[at.index - 1])?.formId ?? at.parentId : null;
    if (!this.run(removeField(doc, target))) return false;
    this.editor.select(neighbour ?? null);
    return true;
  }

  duplicate(id?: string | null): boolean {
    const target = this.selected(id);
    return target !== null && this.run(duplicateField(this.editor.document, target, this.editor.nextId));
  }

  copy(id?: string | null): boolean {
    const target = this.selected(id);
    const copied = target === null ? undefined : copyField(this.editor.document, target);
    if (!copied) return false;
    this.clipboard = copied;
    // The system clipboard too (best effort), so a field can be pasted into another design as JSON.
    void globalThis.navigator?.clipboard?.writeText(JSON.stringify(copied)).catch(() => undefined);
    return true;
  }

  get canPaste(): boolean {
    return this.clipboard !== null;
  }

  paste(): boolean {
    if (!this.clipboard) return false;
    const place = this.placeFor(this.clipboard);
    if (typeof place === 'string') {
      this.refuse(place);
      return false;
    }
    return this.run(pasteField(this.editor.document, this.clipboard, place.parentId, place.index, this.editor.nextId));
  }

  /** Alt+ArrowUp / Alt+ArrowDown: one place up or down among its siblings. */
  moveBy(delta: -1 | 1, id?: string | null): boolean {
    const target = this.selected(id);
    const at = target === null ? undefined : locate(this.editor.document, target);
    if (!at || target === null) return false;
    const index = at.index + delta;
    const siblings = at.parentId === null ? this.editor.document.form.fields.length : (findField(this.editor.document, at.parentId)?.children?.length ?? 0);
    if (index < 0 || index >= siblings) return false;
    return this.run(moveField(this.editor.document, target, at.parentId, index), target);
  }

  /** ArrowUp / ArrowDown: the previous or next entry in document order. */
  selectBy(delta: -1 | 1): string | null {
    const ids = fieldIds(this.editor.document);
    if (ids.length === 0) return null;
    const selection = this.editor.getSnapshot().selection;
    const at = selection === null ? -1 : ids.indexOf(selection);
    const next = at < 0 ? (delta > 0 ? 0 : ids.length - 1) : Math.min(ids.length - 1, Math.max(0, at + delta));
    this.editor.select(ids[next]);
    return ids[next];
  }

  /** Every field out, as one undoable step (the page settings stay). */
  clear(): boolean {
    const doc = this.editor.document;
    if (doc.form.fields.length === 0) return false;
    const result = replaceDocument(doc, { ...doc.form, fields: [] }, WIDGET_KEY_SET);
    if (!result.ok) {
      this.refuse(result.refusal.reason);
      return false;
    }
    return this.run(result.step);
  }
}
