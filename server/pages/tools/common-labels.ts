import { type CommonLabels } from '#client/tools/tool-props.ts';
import { type ToolCommon } from '#content/i18n/tools-content.ts';

/** The slice of the shared texts the tool widgets need (their props stay small): all but the page's own. */
export function commonLabels(common: ToolCommon): CommonLabels {
  const { sourcesHeading, appliesFrom, checkedOn, sources, disclaimer, questionsHeading, ...labels } = common;
  return labels;
}
