import { useCallback, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { notify } from '../../../data';
import { checkFile, saveRows, type CheckResult, type DeclaredImport, type ImportResult, type ImportRow, type ShowImportError } from './importCalls';
import { fileProblem } from './importFile';

export type ImportStep = 0 | 1 | 2;

/** The uploaded file as the upload box shows it (only the latest is kept). */
export interface UploadedFile {
  uid: string;
  name: string;
  status: 'uploading' | 'done';
}

export interface ImportWizardOptions {
  config: DeclaredImport;
  /** Placeholders of the check and save calls (`route`). */
  context: Record<string, unknown>;
  /** `confirmNoInventory` imports (sales): asks whether to save although these item numbers have no inbound record. */
  confirmNoInventory(numbers: string[]): Promise<boolean>;
  /** Shows a refused upload or save. */
  showError: ShowImportError;
}

export interface ImportWizard {
  step: ImportStep;
  file: UploadedFile | null;
  checking: boolean;
  rows: ImportRow[];
  /** Some rows are marked blnError: the next button reads 忽略错误 and those rows are left out. */
  hasErrors: boolean;
  saving: boolean;
  result: ImportResult | null;
  /** A save went through: closing reloads the list. */
  saved: boolean;
  upload(file: File): void;
  removeFile(): void;
  next(): void;
  prev(): void;
}

/** The three steps of the bulk import (docs/product.md#import-wizard): upload and check, preview, result. */
export function useImportWizard({ config, context, confirmNoInventory, showError }: ImportWizardOptions): ImportWizard {
  const { i18n, t } = useLingui();
  const [step, setStep] = useState<ImportStep>(0);
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [checked, setChecked] = useState<CheckResult | null>(null);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [saved, setSaved] = useState(false);
  // Each upload gets a number: the reply of a file replaced meanwhile is dropped.
  const uploads = useRef(0);

  const rows = useMemo(() => checked?.list ?? [], [checked]);
  const hasErrors = !!checked?.blnError || rows.some((row) => row.blnError);

  const upload = useCallback((picked: File) => {
    const problem = fileProblem(picked);
    if (problem) {
      notify.error(i18n._(problem));
      return;
    }
    const seq = ++uploads.current;
    setFile({ uid: `import-${seq}`, name: picked.name, status: 'uploading' });
    setChecked(null);
    checkFile(config.check, context, picked, showError).then(
      (reply) => {
        if (seq !== uploads.current) return;
        setFile({ uid: `import-${seq}`, name: picked.name, status: 'done' });
        setChecked(reply);
      },
      () => {
        // checkFile showed the server's message; the refused file is cleared.
        if (seq !== uploads.current) return;
        setFile(null);
      },
    );
  }, [config.check, context, i18n, showError]);

  const removeFile = useCallback(() => {
    uploads.current++;
    setFile(null);
    setChecked(null);
  }, []);

  const save = useCallback(async (list: ImportRow[]) => {
    setSaving(true);
    try {
      setResult(await saveRows(config, context, list, showError));
      setSaved(true);
      setStep(2);
    } catch {
      // Shown by saveRows; the preview stays for another try.
    } finally {
      setSaving(false);
    }
  }, [config, context, showError]);

  const next = useCallback(() => {
    if (step === 0) {
      if (file?.status === 'uploading') return;
      if (!checked) notify.warning(t`请先上传文件`);
      else setStep(1);
      return;
    }
    if (step !== 1 || saving) return;
    const list = hasErrors ? rows.filter((row) => !row.blnError) : rows;
    if (list.length === 0) {
      notify.warning(t`导入数据为空`);
      return;
    }
    const missing = config.confirmNoInventory ? list.filter((row) => row.blnNoInventory) : [];
    if (missing.length === 0) {
      void save(list);
      return;
    }
    const numbers = missing.map((row) => String(row.inventoryNumber ?? '')).filter(Boolean);
    void confirmNoInventory(numbers).then((ok) => (ok ? save(list) : undefined));
  }, [step, file, checked, saving, hasErrors, rows, config.confirmNoInventory, confirmNoInventory, save, t]);

  const prev = useCallback(() => setStep((s) => (s === 1 ? 0 : s)), []);

  return { step, file, checking: file?.status === 'uploading', rows, hasErrors, saving, result, saved, upload, removeFile, next, prev };
}
