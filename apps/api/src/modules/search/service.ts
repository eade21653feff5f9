import { sql, type SQL } from 'drizzle-orm';
import {
  CONTENT_PAGES,
  contentPagePath,
  localizePath,
  pageMeta,
  SEARCH_LIMITS,
  searchWords,
  type TLanguage,
  type TSearchCounts,
  type TSearchHit,
  type TSearchQuery,
  type TSearchResult,
  type TSearchSegment,
  type TSearchType,
} from '@softhouse/contracts';
import type { Db } from '../../db/client.js';

/*
 * The site search (issue 18, decision 034) over search_documents, which triggers keep in step with posts,
 * cases and page sections (migration 0015, where the text-search functions used here are explained).
 */

/** Of a long body, the part looked into for the passage around the words found. */
const BODY_READ = 8_000;
/** Words of a passage: about two lines of a result. */
const PASSAGE_WORDS = 28;
/** Words shown before the first one found. */
const PASSAGE_LEAD = 8;
/** How alike a typed word and a word of the site must be to take one for the other (pg_trgm's similarity, 0 to 1). */
const TYPO_SIMILARITY = 0.35;
/**
 * Weights of the rank for D (a body's words, without positions: search_put, migration 0015), C (unused),
 * B (summary, keywords) and A (title): a title match outranks a summary match, which outranks a body match.
 */
const WEIGHTS = '{0.05,0.1,0.3,1}';

type Terms = { matching: string; ranking: string; forms: string[] | null };

type Row = {
  posts: number | string;
  cases: number | string;
  pages: number | string;
  id: string | null;
  kind: TSearchType | null;
  ref_id: string;
  language: TLanguage;
  page: string | null;
  slug: string | null;
  published_at: Date | string | null;
  title: string;
  first: string;
  second: string;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A word as the index compares it: lowercased, without accents (PostgreSQL's unaccent, for the Latin alphabets). */
const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Words as searchWords splits a query (contracts), with where each one is in the text. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * Whether a word of a text is one the search found: it begins with one of the query's forms (its stems and the
 * words as typed, migration 0015's search_query), or is it, for forms shorter than three letters.
 */
const matcher = (forms: string[]) => (word: string) => {
  const folded = fold(word);
  return forms.some((form) => (form.length >= 3 ? folded.startsWith(form) : folded === form));
};

/** A text as segments, the words found marked; adjacent ones of the same kind joined. */
export function segmentsOf(text: string, isMatch: (word: string) => boolean): TSearchSegment[] {
  const segments: TSearchSegment[] = [];
  const push = (piece: string, match: boolean) => {
    if (!piece) return;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += piece;
    else segments.push({ text: piece, match });
  };
  let at = 0;
  for (const found of text.matchAll(WORD)) {
    if (!isMatch(found[0])) continue;
    push(text.slice(at, found.index), false);
    push(found[0], true);
    at = found.index + found[0].length;
  }
  push(text.slice(at), false);
  return segments;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * About two lines of a text around the first word found, or its opening when none is (`required`: then null),
 * with an ellipsis where the text goes on.
 */
function passage(source: string, isMatch: (word: string) => boolean, required: boolean): TSearchSegment[] | null {
  const text = squash(source);
  const words = [...text.matchAll(WORD)];
  const first = words.findIndex((word) => isMatch(word[0]));
  if (first === -1 && required) return null;
  if (!words.length) return text ? [{ text, match: false }] : [];
  const start = first <= PASSAGE_LEAD ? 0 : first - PASSAGE_LEAD;
  const end = Math.min(words.length, start + PASSAGE_WORDS);
  const from = start === 0 ? 0 : words[start]!.index;
  const last = words[end - 1]!;
  // To the end of the text when the passage reaches its last word (its final full stop included).
  const to = end === words.length ? text.length : last.index + last[0].length;
  const segments = segmentsOf(text.slice(from, to), isMatch);
  if (from > 0) segments.unshift({ text: '… ', match: false });
  if (to < text.length) segments.push({ text: ' …', match: false });
  return segments;
}

const joined = (segments: TSearchSegment[]) => segments.map((s) => s.text).join('');

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A result's address on the site in the language searched (an untranslated item at its Portuguese slug, decision 031). */
function urlOf(kind: TSearchType, slug: string | null, page: string | null, language: TLanguage): string {
  if (kind === 'page') return localizePath(contentPagePath(page ?? '') ?? '/', language);
  return localizePath(`/${kind === 'post' ? 'blog' : 'cases'}/${slug ?? ''}`, language);
}

/** The pages whose blocks are found: all but the thanks page, which only follows a message sent (and is not indexed). */
const SEARCHED_PAGES = CONTENT_PAGES.filter((page) => page !== 'obrigado');

export function createSearchService(db: Db) {
  /** The queries for the words in Portuguese and in the language searched (search_query, migration 0015). */
  async function termsFor(language: TLanguage, words: string[], prefix: boolean): Promise<{ pt: Terms; own: Terms } | null> {
    const list = sql`string_to_array(${words.join(' ')}, ' ')`;
    const [row] = rowsOf<{ pt: Terms; own: Terms | null }>(
      await db.execute(sql`
        select json_build_object('matching', p.matching::text, 'ranking', p.ranking::text, 'forms', p.forms) as pt,
          ${language === 'pt' ? sql`null` : sql`(select json_build_object('matching', o.matching::text, 'ranking', o.ranking::text, 'forms', o.forms) from search_query(${language}, ${list}, ${prefix}) o)`} as own
        from search_query('pt', ${list}, ${prefix}) p`),
    );
    const own = language === 'pt' ? row?.pt : row?.own;
    if (!row?.pt.matching || !own?.matching) return null;
    return { pt: row.pt, own };
  }

  /** One page of results and the counts of each type, in one statement. */
  async function run(query: TSearchQuery, language: TLanguage, terms: { pt: Terms; own: Terms }) {
    const matches =
      language === 'pt'
        ? sql`d.language = 'pt' and d.document @@ ${terms.pt.matching}::tsquery`
        : sql`((d.language = ${language} and d.document @@ ${terms.own.matching}::tsquery)
            or (d.language = 'pt' and ${language} = any(d.shown_in) and d.document @@ ${terms.pt.matching}::tsquery))`;
    const ranking = sql`case when d.language = 'pt' then ${terms.pt.ranking}::tsquery else ${terms.own.ranking}::tsquery end`;
    const result = await db.execute(sql`
      with m as materialized (
        select d.id, d.kind, d.published_at, ts_rank(${WEIGHTS}::real[], d.document, ${ranking}) as rank
        from search_documents d
        where d.visible_from <= now() and ${matches}
          and (d.kind <> 'page' or d.page = any(string_to_array(${SEARCHED_PAGES.join(' ')}, ' ')))
          -- A scheduled case is indexed as published; it is found once its time has come (decision 041).
          and (d.kind <> 'case' or not exists (select 1 from cases c where c.id = d.ref_id and c.published_at > now()))
      ),
      counts as (
        select count(*) filter (where kind = 'post') as posts, count(*) filter (where kind = 'case') as cases, count(*) filter (where kind = 'page') as pages from m
      )
      select counts.*, hit.* from counts left join lateral (
        select d.id, d.kind, d.ref_id, d.language, d.page, t.slug, d.published_at, t.title,
          case when d.kind = 'case' then left(t.body, ${BODY_READ}) else t.summary end as first,
          case when d.kind = 'case' then t.summary else left(t.body, ${BODY_READ}) end as second
        from (
          select * from m where ${query.type ?? null}::text is null or m.kind = ${query.type ?? null}::text
          order by rank desc, published_at desc nulls last, id limit ${query.limit} offset ${(query.page - 1) * query.limit}
        ) top
        join search_documents d on d.id = top.id
        join search_texts t on t.id = top.id
        order by top.rank desc, top.published_at desc nulls last, top.id
      ) hit on true`);
    const rows = rowsOf<Row>(result);
    const head = rows[0]!;
    const counts: TSearchCounts = { all: 0, post: Number(head.posts), case: Number(head.cases), page: Number(head.pages) };
    counts.all = counts.post + counts.case + counts.page;
    const hits = rows.filter((row) => row.id !== null).map((row) => toHit(row, language, matcher((row.language === 'pt' ? terms.pt : terms.own).forms ?? [])));
    return { counts, hits };
  }

  /**
   * A result: its title with the words found marked, and a passage of its first text (a post's excerpt, a case's
   * description, a section's subtitle) around them, else of its second (a post's body...), else the first's opening.
   */
  function toHit(row: Row, language: TLanguage, isMatch: (word: string) => boolean): TSearchHit {
    const kind = row.kind!;
    const excerpt = passage(row.first, isMatch, true) ?? passage(row.second, isMatch, true) ?? passage(row.first || row.second, isMatch, false)!;
    return {
      type: kind,
      id: row.ref_id,
      title: row.title,
      excerpt: joined(excerpt),
      url: urlOf(kind, row.slug, row.page, language),
      language: row.language,
      page: row.page,
      publishedAt: iso(row.published_at),
      highlight: { title: segmentsOf(row.title, isMatch), excerpt },
    };
  }

  /**
   * Each word that no text on the site has, replaced by the closest one that some published text has (trigram
   * similarity over search_words, the nearest neighbour by the GiST index) when it is close enough; words of
   * fewer than three letters are kept.
   */
  async function corrected(words: string[]): Promise<string[]> {
    const rows = rowsOf<{ word: string; best: string | null }>(
      await db.execute(sql`
        select input.word, case when char_length(input.word) < 3 or exists (select 1 from search_words s where s.word = unaccent(input.word)) then null else (
          select s.spelling from (select spelling, word from search_words order by word <-> unaccent(input.word) limit 1) s
          where similarity(s.word, unaccent(input.word)) >= ${TYPO_SIMILARITY}
        ) end as best
        from unnest(string_to_array(${words.join(' ')}, ' ')) with ordinality as input(word, n)
        order by input.n`),
    );
    return rows.map((row) => row.best ?? row.word);
  }

  /**
   * The latest published posts in a language, for a search that found nothing: as the blog lists them
   * (decision 031), those written in it first, then the others in Portuguese.
   */
  async function latestPosts(language: TLanguage): Promise<TSearchHit[]> {
    // Each half walks the posts newest first (search_documents_kind_published_idx) until it has enough.
    const latest = (where: SQL) => sql`(
      select d.ref_id, d.language, t.slug, t.title, t.summary, d.published_at from search_documents d join search_texts t on t.id = d.id
      where d.kind = 'post' and d.visible_from <= now() and ${where}
      order by d.published_at desc nulls last, d.ref_id desc limit ${SEARCH_LIMITS.suggestions})`;
    const own = latest(sql`d.language = ${language}`);
    const rows = rowsOf<{ ref_id: string; language: TLanguage; slug: string; title: string; summary: string; published_at: Date | string | null }>(
      await db.execute(language === 'pt' ? own : sql`${own} union all ${latest(sql`d.language = 'pt' and ${language} = any(d.shown_in)`)}`),
    );
    const ordered = rows.sort((a, b) => Number(b.language === language) - Number(a.language === language) || +new Date(b.published_at ?? 0) - +new Date(a.published_at ?? 0));
    return ordered.slice(0, SEARCH_LIMITS.suggestions).map((row) => {
      const excerpt = passage(row.summary, () => false, false)!;
      return {
        type: 'post' as const,
        id: row.ref_id,
        title: row.title,
        excerpt: joined(excerpt),
        url: urlOf('post', row.slug, null, language),
        language: row.language,
        page: null,
        publishedAt: iso(row.published_at),
        highlight: { title: [{ text: row.title, match: false }], excerpt },
      };
    });
  }

  return {
    async search(query: TSearchQuery): Promise<TSearchResult> {
      const language = query.lang ?? 'pt';
      const words = searchWords(query.q);
      const none = { counts: { all: 0, post: 0, case: 0, page: 0 }, hits: [] as TSearchHit[] };
      const terms = await termsFor(language, words, true);
      let found = terms ? await run(query, language, terms) : none;
      let correction: string | null = null;
      if (found.counts.all === 0 && words.length) {
        const fixed = await corrected(words);
        const retry = fixed.join(' ') !== words.join(' ') ? await termsFor(language, fixed, false) : null;
        const again = retry ? await run(query, language, retry) : none;
        if (again.counts.all > 0) {
          found = again;
          correction = fixed.join(' ');
        }
      }
      const total = query.type ? found.counts[query.type] : found.counts.all;
      return {
        data: found.hits,
        meta: pageMeta(query.page, query.limit, total),
        query: query.q,
        corrected: correction,
        counts: found.counts,
        suggestions: found.counts.all === 0 ? await latestPosts(language) : [],
      };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
