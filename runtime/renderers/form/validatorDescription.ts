/**
 * The shape of a formily validator description, shared by fieldValidators.ts and tableField.ts
 * (kept apart from both so neither imports the other for a type).
 */

/** formily's validation events this app uses ('onSubmit': no event, only a full validate(); see tableField.ts). */
export type TriggerType = 'onInput' | 'onBlur' | 'onSubmit';

/** One formily validator description: a rule with its message and the event that runs it. */
export interface ValidatorDescription {
  triggerType: TriggerType;
  required?: boolean;
  message?: string;
  validator?: (value: unknown) => string;
}
