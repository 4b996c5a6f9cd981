import { useEffect, useMemo } from 'react';
import { DesignEditor } from '../../designer/core';
import { FormDesigner } from '../../designer/react/form/FormDesigner';
import { designerBenchDocument } from './cases/designer';
import { installDesignerProbe } from './designer-probe';

/** The form designer on the 200-field design (?case=designer), for the designer bench. */
export function DesignerLab() {
  const editor = useMemo(() => new DesignEditor(designerBenchDocument()), []);
  useEffect(() => {
    installDesignerProbe();
    window.__ready = true;
  }, []);
  return (
    <div style={{ height: '100vh' }} data-testid="lab-designer">
      <FormDesigner editor={editor} />
    </div>
  );
}
