import { Search } from 'lucide-react';
import { type Dictionary } from '#content/i18n/index.ts';
import { breadcrumbTrail } from '#shared/breadcrumbs.ts';
import { type Lang } from '#shared/languages.ts';
import { href } from '#shared/routes.ts';
import { type MatchOf, type PageContext, type PageResult } from '#server/page-types.ts';
import { queryTerms } from '#server/search/fold.ts';
import { type Segment } from '#server/search/search-index.ts';
import { crumbNames } from './crumb-names';
import { around, withElements } from './parts/around';
import { format, formatWhole } from '#shared/format.ts';
import { countOf, pluralForm } from '#shared/plural.ts';

/** Longest query we search for; the rest is cut off (and the visitor told). */
export const maxQueryLength = 100;

function Highlighted({ segments }: { segments: Segment[] }) {
  return segments.map((segment, index) => (segment.match ? <mark key={index}>{segment.text}</mark> : segment.text));
}

/** The site search form: a plain GET form, so it works without JavaScript. */
export function SearchForm({ lang, t, value, id }: { lang: Lang; t: Dictionary; value: string; id: string }) {
  return (
    <form className="search-form" role="search" action={href(lang, 'search')} method="get">
      <label htmlFor={id}>{t.search.label}</label>
      <div className="search-row">
        <input id={id} type="search" name="q" defaultValue={value} maxLength={maxQueryLength} autoComplete="off" />
        <button type="submit" className="button">
          <Search aria-hidden="true" size={18} />
          {t.search.button}
        </button>
      </div>
    </form>
  );
}

/** Server-rendered results over this language's pages and posts; never indexed, never cached. */
export function searchPage({ lang, t, match, query, search }: PageContext<MatchOf<'search'>>): PageResult {
  const s = t.search;
  // Invisible format characters (direction overrides, zero-width joiners) match nothing and could turn the
  // sentence that quotes the query around: they are dropped.
  const raw = (query.get('q') ?? '').replace(/\p{Cf}/gu, '').trim();
  const q = shortened(raw);
  // Words of one letter are not searched: a query of nothing else is told so, not that nothing matched.
  // Quoted in the sentence between the language's own marks: marks typed around it would double them
  // („„TVSH““, reader XL).
  const echoed = q.replace(/^["'„“”«»‘’‚]+|["'„“”«»‘’‚]+$/gu, '').trim() || q;
  const terms = queryTerms(q);
  const searchable = terms.length > 0;
  // A query typed in quotation marks is searched as a phrase: the sentence echoing it reads as one (reader XP).
  const phrase = /^["„“”«»]/u.test(q) && /["„“”«»]$/u.test(q) && terms.length > 1;
  const results = searchable ? search.search(lang, terms, { phrase }) : [];
  // Nothing found: what to try, by the query's number of words, then ways to browse, as links (readers XA,
  // XI: the advice to use fewer words followed a one-word query; the places to browse were plain words).
  const nothingFound = (
    <>
      <Quoted text={format(s.noResults, { q: queryMark })} q={echoed} />{' '}
      {withElements(phrase ? s.tryUnquoted : pluralForm(lang, terms.length, s.tryAgain), {
        services: <a href={href(lang, 'services')}>{s.servicesLink}</a>,
        blog: <a href={href(lang, 'blog')}>{s.blogLink}</a>,
      })}
    </>
  );
  // The query is put in last, isolated in <bdi>: words in a right-to-left script keep their own direction
  // without reordering the sentence around them.
  const summary = !q ? (
    s.empty
  ) : !searchable ? (
    s.tooShort
  ) : results.length === 0 ? (
    nothingFound
  ) : (
    <Quoted
      text={format(pluralForm(lang, results.length, s.results), { n: formatWhole(results.length, lang), q: queryMark })}
      q={echoed}
    />
  );
  return {
    kind: 'page',
    status: 200,
    head: {
      title: searchable ? format(s.titleWithQuery, { q: echoed }) : s.title,
      description: s.description,
      noindex: true,
    },
    breadcrumbs: breadcrumbTrail(match, crumbNames(t), s.heading),
    body: (
      <section className="container search-page">
        <h1>{s.heading}</h1>
        <SearchForm lang={lang} t={t} value={q} id="search-page-query" />
        {raw.length > maxQueryLength ? <p className="notice">{countOf(lang, maxQueryLength, s.shortened)}</p> : null}
        <p className="search-summary" role="status">
          {summary}
        </p>
        {results.length > 0 ? (
          <ol className="search-results">
            {results.map((result) => (
              <li key={result.path}>
                <h2>
                  <a href={result.path}>
                    <Highlighted segments={result.titleSegments} />
                  </a>
                </h2>
                <p>
                  <Highlighted segments={result.excerpt} />
                </p>
              </li>
            ))}
          </ol>
        ) : null}
      </section>
    ),
  };
}

const queryMark = '{q}';

/** The query within the longest searched, cut at a word's end where it has one (not „tatimi tat“). */
function shortened(query: string): string {
  if (query.length <= maxQueryLength) return query;
  const cut = query.slice(0, maxQueryLength + 1);
  const lastSpace = cut.search(/\s\S*$/u);
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, maxQueryLength)).trimEnd();
}

/** A sentence with the visitor's query in the place of its mark. */
function Quoted({ text, q }: { text: string; q: string }) {
  return around(text, queryMark, () => <bdi>{q}</bdi>);
}
