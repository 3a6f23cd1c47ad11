import { type CommonLabels } from '#client/tools/tool-parts.tsx';
import { type ToolCommon } from '#content/i18n/tools-content.ts';

/** The slice of the shared texts the tool widgets need (their props stay small). */
export function commonLabels(common: ToolCommon): CommonLabels {
  const {
    calculate,
    resultHeading,
    prompt,
    fixErrors,
    errors,
    fieldNames,
    rounding,
    print,
    copyLink,
    copied,
    printed,
    cta,
  } = common;
  return {
    calculate,
    resultHeading,
    prompt,
    fixErrors,
    errors,
    fieldNames,
    rounding,
    print,
    copyLink,
    copied,
    printed,
    cta,
  };
}
