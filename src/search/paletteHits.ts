/** A group of the palette: `goto`, or the kind of a source an area declares (`members`, `bills`…). */
export type HitKind = string;

/** One line of the palette: a record (or a screen) and the spec path it opens. */
export interface PaletteHit {
  kind: HitKind;
  /** Unique among the palette's lines. */
  key: string;
  primary: string;
  secondary?: string;
  to: string;
  /** The texts a match is ranked by (name, phone, email, code…). */
  texts: string[];
}

/** What one kind answered for a search: its best lines, and how many records it found in all. */
export interface KindAnswer {
  hits: PaletteHit[];
  total: number;
}

export interface HitGroup extends KindAnswer {
  kind: HitKind;
}

/** Lines a group shows at most. */
export const groupCap = 5;

/** The shortest search sent to the lists. */
export const shortestSearch = 2;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** A typed phone number: digits with spaces, dashes, brackets or a leading +, at least six digits. */
const PHONE = /^\+?[\d\s()-]+$/;

/** What the lists are searched for: the trimmed text, or a phone number's digits, as the lists keep phones. */
export function searchTextOf(typed: string): string {
  const text = typed.trim().replace(/\s+/g, ' ');
  if (!PHONE.test(text) || digitsOf(text).length < 6) return text;
  const digits = digitsOf(text);
  return digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
}

/** Whether a character ends a word ('ravi kumar', 'ravi@firm.in', 'a-b'). */
const WORD_START = /[\s@._\-/(]/;

/** How well a text matches, lower is better: equal, starts with it, a word starts with it, holds it, does not. */
export function matchRank(text: string, search: string): number {
  const haystack = text.trim().toLowerCase();
  const needle = search.trim().toLowerCase();
  if (!needle || !haystack) return 4;
  if (haystack === needle) return 0;
  if (haystack.startsWith(needle)) return 1;
  let at = haystack.indexOf(needle);
  if (at === -1) return 4;
  for (; at !== -1; at = haystack.indexOf(needle, at + 1)) {
    if (WORD_START.test(haystack[at - 1])) return 2;
  }
  return 3;
}

const bestRank = (hit: PaletteHit, search: string) => Math.min(4, ...hit.texts.map(text => matchRank(text, search)));

/** The lines best match first; equal ones keep the order their list gave them. */
export function rankHits(hits: PaletteHit[], search: string): PaletteHit[] {
  return hits
    .map((hit, index) => ({ hit, index, rank: bestRank(hit, search) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ hit }) => hit);
}

/** The answers as the palette's groups in `hitKinds` order, each ranked and cut to `cap` lines ("Go to" all shown). */
export function groupHits(
  answers: Partial<Record<HitKind, KindAnswer>>,
  search: string,
  cap: number,
  kinds: readonly HitKind[],
): HitGroup[] {
  return kinds.flatMap(kind => {
    const answer = answers[kind];
    if (!answer || answer.hits.length === 0) return [];
    const ranked = rankHits(answer.hits, search);
    return [{ kind, total: answer.total, hits: kind === 'goto' ? ranked : ranked.slice(0, cap) }];
  });
}

/** Several lists' answers as one kind's (members are users and new users; the directory, salesmen and architects). */
export const mergeAnswers = (answers: KindAnswer[]): KindAnswer => ({
  hits: answers.flatMap(answer => answer.hits),
  total: answers.reduce((sum, answer) => sum + answer.total, 0),
});
