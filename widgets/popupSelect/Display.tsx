import { memo } from 'react';
import type { DisplayProps } from '../types';
import { DataPickerDisplay } from '../common/picker/DataPickerDisplay';
import { usePopupConfig } from './usePopupConfig';

/** The stored row's shown field (relationField), found through dataInterfaceRecords. */
export const PopupSelectDisplay = memo(function PopupSelectDisplay(props: DisplayProps) {
  const config = usePopupConfig(props.field);
  return <DataPickerDisplay {...props} source={config.source} showField={config.showField} loadRecord={config.loadRecord} />;
});
