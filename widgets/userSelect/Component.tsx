import { memo, useCallback, useMemo, useState } from 'react';
import { pickText } from '../../schemas/text';
import type { WidgetProps } from '../types';
import { useWidgetServices } from '../services';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { idsOf } from '../common/picker/nodes';
import { PickerBox, type BoxItem } from '../common/picker/PickerBox';
import { PICKER_TEXT } from '../common/picker/texts';
import { usePickerNames } from '../common/picker/usePickerNames';
import { userSelectDefaults } from './props';
import { UserDialog } from './UserDialog';

/**
 * Users chosen in the 800 px user dialog, shown as name tags. Stores the user id, or several
 * comma-joined; cleared: null (single) or '' (multiple).
 */
export const UserSelect = memo(function UserSelect({ value, onChange, disabled, readOnly, status, field, id }: WidgetProps<string | null>) {
  const { lang } = useWidgetServices();
  const props = useFieldProps(field, userSelectDefaults);
  const placeholder = useLocalText(props.placeholder);
  const who = useLocalText(props.title);
  const multiple = !!props.multiple;
  const ids = useMemo(() => idsOf(value, multiple), [value, multiple]);
  const { names, loading } = usePickerNames('user', ids);
  // Names of users just chosen in the dialog, so their tags show before pickerNames answers.
  const [known, setKnown] = useState<Record<string, string>>({});
  const [open, setOpen] = useState(false);

  const items = useMemo<BoxItem[]>(
    () => ids.flatMap((key) => {
      const label = known[key] ?? names[key] ?? (loading ? undefined : key);
      return label === undefined ? [] : [{ key, label }];
    }),
    [ids, known, names, loading],
  );

  const emit = useCallback((next: string[]) => onChange(multiple ? next.join(',') : (next[0] ?? null)), [onChange, multiple]);
  const confirm = useCallback(
    (chosen: BoxItem[]) => {
      setKnown((map) => ({ ...map, ...Object.fromEntries(chosen.map((item) => [item.key, item.label])) }));
      setOpen(false);
      emit(chosen.map((item) => item.key));
    },
    [emit],
  );

  return (
    <>
      <PickerBox
        id={id}
        items={items}
        placeholder={placeholder}
        openLabel={pickText(PICKER_TEXT.selectUser, lang)}
        clearLabel={pickText(PICKER_TEXT.clear, lang)}
        removeLabel={pickText(PICKER_TEXT.remove, lang)}
        removable={multiple}
        clearable={!!props.clearable}
        disabled={disabled}
        readOnly={readOnly}
        status={status}
        loading={loading}
        onOpen={() => setOpen(true)}
        onRemove={(key) => emit(ids.filter((one) => one !== key))}
        onClear={() => emit([])}
      />
      {open && <UserDialog multiple={multiple} who={who} initial={items} onConfirm={confirm} onCancel={() => setOpen(false)} />}
    </>
  );
});
