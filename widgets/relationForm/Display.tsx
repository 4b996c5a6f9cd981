import { memo } from 'react';
import type { DisplayProps } from '../types';
import { DataPickerDisplay } from '../common/picker/DataPickerDisplay';
import { useRelationConfig } from './useRelationConfig';

/** The related record's shown field (relationField). */
export const RelationFormDisplay = memo(function RelationFormDisplay(props: DisplayProps) {
  const config = useRelationConfig(props.field);
  return <DataPickerDisplay {...props} source={config.source} showField={config.showField} loadRecord={config.loadRecord} />;
});
