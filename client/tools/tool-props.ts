import { type AnyToolContent, type ToolCommon } from '#content/i18n/tools-content.ts';
import { type Errors } from '#shared/tax/forms.ts';
import { type Lang } from '#shared/languages.ts';

/** The shared texts only the server's page prints (sources, disclaimer, questions): the widgets never get them. */
export type PageOnlyCommon =
  'sourcesHeading' | 'appliesFrom' | 'checkedOn' | 'sources' | 'sourceLinks' | 'disclaimer' | 'questionsHeading';

/** The texts every tool widget shares (tools.common without the page's own). */
export type CommonLabels = Omit<ToolCommon, PageOnlyCommon>;

/** What every tool widget receives besides its own fields: where to submit, where to ask, and its texts. */
export interface ToolWidgetBase<Content extends AnyToolContent> {
  lang: Lang;
  action: string;
  contactHref: string;
  /** The site's address, for the printed result's link. */
  origin: string;
  /** For the printout: the firm's name and contacts, and the day of the calculation as the language writes it. */
  printed: { firm: string; contact: string; date: string };
  labels: { common: CommonLabels } & Pick<Content, 'fields' | 'results' | 'message'>;
}

/**
 * A calculator island's props: the fields as the server read them from the query, and the errors it found in
 * them (a 422), shown until the visitor edits.
 */
export interface ToolWidgetProps<Content extends AnyToolContent, Fields> extends ToolWidgetBase<Content> {
  fields: Fields;
  errors: Errors<Fields>;
}
