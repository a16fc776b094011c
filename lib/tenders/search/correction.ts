// Spelling correction for a search that found nothing: each query word that no tender has is replaced by its
// nearest word in the search dictionary (app.search_words, kept by the database as tenders are written).
import { sql } from 'drizzle-orm';
import { tenders } from '@/lib/db/schema';
import { queryRows, type Database } from '@/lib/db';
import { wordsCondition, type SearchBasis } from './conditions';
import { estimateMatches, withoutScan } from './estimate';
import type { TenderSearch } from './params';
import { exactCountLimit } from './results';

/** A word of a query that correction may replace, and where it stands in the query. */
export interface QueryWord {
  text: string;
  start: number;
  end: number;
}

/** At most this many words of a query are looked up: a query is 200 characters at most, a dictionary lookup each. */
const maxCorrectedWords = 8;

/**
 * The trigram similarity below which dictionary words are not considered at all: low enough to let through a
 * swap of two letters ("repiar" is 0.27 from "repair"), which shares few trigrams with the word it misspells.
 */
const candidateSimilarity = 0.25;

/** How many of the most similar dictionary words are weighed by their edit distance. */
const candidatesPerWord = 20;

/** The edits a correction may make: one in a short word, two from five letters, three from nine. */
function allowedEdits(word: string): number {
  return word.length <= 4 ? 1 : word.length <= 8 ? 2 : 3;
}

/**
 * Edit distance with swaps of neighbouring letters (optimal string alignment): the count of insertions,
 * deletions, substitutions and transpositions that turn `a` into `b`.
 */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let beforeLast: number[] = [];
  let last = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, beforeLast[j - 2]! + 1);
      row.push(best);
    }
    beforeLast = last;
    last = row;
  }
  return last[y.length]!;
}

// A run of three or more letters, not part of a longer run of letters or digits (so not "a4", nor "x2000").
const wordPattern = /(?<![\p{L}\p{M}\p{N}])[\p{L}\p{M}]{3,40}(?![\p{L}\p{M}\p{N}])/gu;

/**
 * The words of a web-search query (`"phrases"`, `-exclusions`, `OR`) that correction may replace: words and
 * the words of phrases. Excluded words are left as written (correcting one would exclude another word), and
 * so is the OR operator.
 */
export function correctableWords(query: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const token of query.matchAll(/"[^"]*"?|[^\s"]+/g)) {
    const text = token[0];
    if (text.startsWith('-') || text.toLowerCase() === 'or') continue;
    for (const word of text.matchAll(wordPattern)) {
      const start = token.index + word.index;
      words.push({ text: word[0], start, end: start + word[0].length });
    }
  }
  return words.slice(0, maxCorrectedWords);
}

/** The query with some of its words replaced, everything around them (quotes, operators, spaces) kept. */
export function replaceWords(query: string, replacements: readonly { word: QueryWord; by: string }[]): string {
  let result = query;
  for (const { word, by } of [...replacements].sort((a, b) => b.word.start - a.word.start)) {
    result = result.slice(0, word.start) + by + result.slice(word.end);
  }
  return result;
}

type DictionaryRow = {
  word: string;
  /** The word accent-folded and lower-cased, as the dictionary holds words. */
  folded: string;
  /** The word itself is in the dictionary. */
  listed: boolean;
  /** One of the dictionary's most similar words, and how many public tenders have it; null without any. */
  candidate: string | null;
  tenders: number | null;
};

interface DictionaryAnswer {
  word: string;
  listed: boolean;
  /** The nearest dictionary word within the allowed edits, the most common first; null without one. */
  nearest: string | null;
}

/**
 * Looks the words up in the dictionary: whether each is there, and its nearest word. The trigram index finds
 * the most similar words (`%`, with the similarity threshold set for this transaction only); of those, the
 * fewest edits away wins, then the word more tenders have.
 */
async function lookUpWords(db: Database, words: readonly string[]): Promise<DictionaryAnswer[]> {
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(candidateSimilarity)}, true)`);
    return queryRows<DictionaryRow>(
      tx,
      sql`select q.word, q.folded,
            exists (select 1 from app.search_words w where w.word = q.folded) as listed,
            c.word as candidate, c.tenders
          from (select word, lower(app.immutable_unaccent(word)) as folded
                from unnest(${sql.param([...words])}::text[]) word) q
          left join lateral (
            select w.word, w.tenders from app.search_words w
            where w.word % q.folded and w.word <> q.folded
            order by similarity(w.word, q.folded) desc, w.word limit ${candidatesPerWord}
          ) c on true`,
    );
  });
  return words.map((word) => {
    const own = rows.filter((row) => row.word === word);
    let nearest: { word: string; edits: number; tenders: number } | null = null;
    for (const { folded, candidate, tenders } of own) {
      if (candidate === null) continue;
      const edits = editDistance(folded, candidate);
      if (edits > allowedEdits(folded)) continue;
      const count = Number(tenders ?? 0);
      if (!nearest || edits < nearest.edits || (edits === nearest.edits && count > nearest.tenders))
        nearest = { word: candidate, edits, tenders: count };
    }
    return { word, listed: own.some((row) => row.listed), nearest: nearest?.word ?? null };
  });
}

/**
 * Whether the query's words are found at all, in any tender the viewer may see, whatever the other filters:
 * then an empty result is down to the filters, not a misspelling. One GIN probe: left to itself, the planner
 * expects an early hit and scans the table instead, which for a word found nowhere reads every row, where the
 * index answers in a millisecond. Only a broad word keeps that plan: the scan finds it at once, where a bitmap
 * of all its matches would take far longer.
 */
export async function wordsAreKnown(db: Database, basis: SearchBasis, query: string): Promise<boolean> {
  const { where } = await wordsCondition(db, basis, query);
  const probe = (reader: Database) =>
    queryRows<{ found: boolean }>(reader, sql`select exists (select 1 from ${tenders} where ${where}) as found`);
  const { broad } = await estimateMatches(db, where, exactCountLimit);
  const [row] = broad ? await probe(db) : await withoutScan(db, ['seqscan'], probe);
  return row?.found === true;
}

/**
 * The query with every word that no tender the viewer may see has replaced by its nearest dictionary word,
 * or null when there is nothing to correct. A word in the dictionary is known; one that is not may still be
 * found (a word of descriptions only, another form of a stemmed word, a private tender's word), which a GIN
 * probe tells before it is replaced.
 */
export async function correctedQuery(db: Database, basis: SearchBasis, search: TenderSearch): Promise<string | null> {
  if (!search.query) return null;
  const words = correctableWords(search.query);
  if (words.length === 0) return null;
  const answers = await lookUpWords(db, [...new Set(words.map((word) => word.text))]);
  const corrections = new Map<string, string>();
  for (const { word, listed, nearest } of answers) {
    if (listed || nearest === null) continue;
    if (await wordsAreKnown(db, basis, word)) continue;
    corrections.set(word, nearest);
  }
  if (corrections.size === 0) return null;
  return replaceWords(
    search.query,
    words.flatMap((word) => {
      const by = corrections.get(word.text);
      return by === undefined ? [] : [{ word, by }];
    }),
  );
}
