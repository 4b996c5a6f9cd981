import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Names of the comparisons a rule field may allow (docs/product.md#data-permission-rules `op`). */
export const OP_LABELS: Record<string, MessageDescriptor> = {
  Equal: msg`等于`,
  NotEqual: msg`不等于`,
  LessThan: msg`小于`,
  LessThanOrEqual: msg`小于等于`,
  GreaterThan: msg`大于`,
  GreaterThanOrEqual: msg`大于等于`,
  Contains: msg`包含`,
};

/** Names of the values replaced from the signed-in user when a rule is applied. */
export const PLACEHOLDER_LABELS: Record<string, MessageDescriptor> = {
  '@userId': msg`当前用户`,
  '@organizeId': msg`当前组织`,
  '@subordinateId': msg`下属用户`,
  '@spvId': msg`所属SPV`,
  '@allianceBusinessId': msg`所属加盟商`,
};
