/** Greyed text of a preview (system fields, bill numbers): it is not the value. */
export const previewStyle = { color: 'var(--ant-color-text-tertiary, rgba(0, 0, 0, 0.45))' } as const;
