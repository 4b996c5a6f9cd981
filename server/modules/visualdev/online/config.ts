import type { PublishedDesign } from '../../../../schemas/model/published';
import { pickText } from '../../../../schemas/text';
import type { Lang } from '../../../core/i18n';

/**
 * The Config of a compiled design as JNPF answers it (jnpf-client-behaviour.md section 4): the runtime form and list
 * as JSON text, webType, the name in the reader's language, no flow. A published design's Config and an unsaved
 * design's preview (App/Preview) alike.
 */
export const configOf = (published: PublishedDesign, lang: Lang) => ({
  formData: JSON.stringify(published.form),
  columnData: published.webType === '1' ? null : JSON.stringify(published.list),
  appColumnData: null,
  webType: published.webType,
  fullName: pickText(published.model.label, lang),
  flowId: null,
  flowEnCode: null,
  flowTemplateJson: null,
  enableFlow: 0,
});
