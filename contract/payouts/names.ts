/** A name as compared: capitals, letters and spaces only, honorifics left out, words in order. */
const HONORIFICS = new Set(['MR', 'MRS', 'MS', 'MISS', 'DR', 'SHRI', 'SMT', 'KUM', 'MESSRS']);

function words(name: string): string[] {
  return name
    .toUpperCase()
    .replace(/[^A-Z/ ]+/g, ' ')
    .split(/\s+/)
    .map(word => word.replace(/\//g, ''))
    .filter(word => word !== '' && !HONORIFICS.has(word))
    .sort();
}

const pairs = (text: string): string[] => {
  const found: string[] = [];
  for (let index = 0; index < text.length - 1; index += 1) found.push(text.slice(index, index + 2));
  return found;
};

/**
 * How alike two people's names are, 0 (nothing shared) to 100 (the same words): the Dice
 * coefficient of the letter pairs of their words in alphabetical order, so "Rao Asha" matches
 * "Asha Rao" and an initial costs a little, not everything.
 */
export function nameSimilarity(one: string, other: string): number {
  const [a, b] = [words(one).join(' '), words(other).join(' ')];
  if (a === '' || b === '') return 0;
  if (a === b) return 100;
  const left = pairs(a);
  const right = pairs(b);
  const counts = new Map<string, number>();
  for (const pair of right) counts.set(pair, (counts.get(pair) ?? 0) + 1);
  let shared = 0;
  for (const pair of left) {
    const count = counts.get(pair) ?? 0;
    if (count > 0) {
      shared += 1;
      counts.set(pair, count - 1);
    }
  }
  return Math.round((200 * shared) / (left.length + right.length));
}
