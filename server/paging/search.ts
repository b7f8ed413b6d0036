import { anyOf, allOf, inList, sql, type Sql } from './sql';

/** Finds rows that may match a text of three characters or more: never fewer than every row that does. */
export type Candidates = (text: string) => Sql;

/** A narrow table of each row's searched fields, one per line, where a text too short for a trigram is looked up. */
export interface SearchDocuments {
  table: string;
  /** The documents of the list's rows: with no filter, a short search is counted from them alone. */
  ofList: Sql;
}

/** What a list's `search` looks in. */
export interface Search {
  /**
   * SQL text expressions, over the list's `from`, giving each field as the answer shows it: a
   * row matches when one of them holds the text, case-insensitively (SQLite's LIKE: ASCII letters).
   */
  fields: readonly string[];
  /** Index look-ups for texts of three characters or more; without them (or for shorter texts) the fields are scanned. */
  candidates?: readonly Candidates[];
  documents?: SearchDocuments;
}

/** The shortest text a trigram index finds. */
const TRIGRAM = 3;
/** A long text's trigrams are sampled: the rows holding them all still include every match. */
const MAX_TRIGRAMS = 12;

/** `text` as a LIKE pattern of a substring, with `\` escaping the wildcards. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, char => `\\${char}`)}%`;

/** An FTS5 query of a trigram table: every trigram of `text`, each a quoted token, all required. */
export function trigramQuery(text: string): string {
  const chars = Array.from(text);
  const trigrams = [...new Set(chars.slice(0, -2).map((_, index) => chars.slice(index, index + TRIGRAM).join('')))];
  const step = Math.max(1, Math.ceil(trigrams.length / MAX_TRIGRAMS));
  const sampled = trigrams.filter((_, index) => index % step === 0 || index === trigrams.length - 1);
  return sampled.map(trigram => `"${trigram.replaceAll('"', '""')}"`).join(' AND ');
}

/** Candidates by an FTS5 trigram table (detail=none) whose rowid is the list's `key`. */
export const indexedBy =
  (key: string, table: string): Candidates =>
  text =>
    sql(`${key} IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ?)`, trigramQuery(text));

/** Candidates by a column of few values (a status, a type): the values that hold the text. */
export const valuesOf =
  (column: string, values: readonly string[]): Candidates =>
  text =>
    inList(
      column,
      values.filter(value => value.toLowerCase().includes(text.toLowerCase())),
    );

/** Candidates whose `key` is in `ids` (a SELECT of one column, its conditions ending in WHERE) where one of `fields` holds the text: for small tables. */
export const foundIn =
  (key: string, ids: string, fields: readonly string[]): Candidates =>
  text => {
    const matches = likeAny(fields, text);
    return sql(`${key} IN (${ids} ${matches.sql})`, ...matches.params);
  };

function likeAny(fields: readonly string[], text: string): Sql {
  const pattern = containsPattern(text);
  return anyOf(fields.map(field => sql(`${field} LIKE ? ESCAPE '\\'`, pattern)));
}

/** The condition of a search: longer texts look up candidates first, so a million rows are not scanned. */
export function searchCondition({ fields, candidates = [] }: Search, text: string): Sql {
  const matches = likeAny(fields, text);
  if (candidates.length === 0 || Array.from(text).length < TRIGRAM) return matches;
  return allOf([anyOf(candidates.map(candidate => candidate(text))), matches]);
}

/** Whether `text` is looked up in the list's documents: too short for a trigram, and on one line as each field is. */
export const searchesDocuments = (search: Search, text: string): search is Search & { documents: SearchDocuments } =>
  !!search.documents && Array.from(text).length < TRIGRAM && !text.includes('\n');

/** Rows whose document holds the text: found in the documents when `few`, else checked in order until a page is full. */
export function documentCondition({ table }: SearchDocuments, key: string, text: string, few: boolean): Sql {
  const pattern = containsPattern(text);
  return few
    ? sql(`${key} IN (SELECT id FROM ${table} WHERE doc LIKE ? ESCAPE '\\')`, pattern)
    : sql(
        `EXISTS (SELECT 1 FROM ${table} document WHERE document.id = ${key} AND document.doc LIKE ? ESCAPE '\\')`,
        pattern,
      );
}

/** The count of the list's rows whose document holds the text, reading the documents only. */
export function documentCount({ table, ofList }: SearchDocuments, text: string): Sql {
  return sql(
    `SELECT COUNT(*) FROM ${table} WHERE (${ofList.sql}) AND doc LIKE ? ESCAPE '\\'`,
    ...ofList.params,
    containsPattern(text),
  );
}
