/** A seeded pseudo-random source (mulberry32), so the demo data is the same on every run. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
  digits(count: number): string;
  letters(count: number): string;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)];
  const fromAlphabet = (alphabet: string, count: number) =>
    Array.from({ length: count }, () => alphabet[int(0, alphabet.length - 1)]).join('');
  return {
    next,
    int,
    pick,
    chance: probability => next() < probability,
    shuffle: items => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
    digits: count => fromAlphabet('0123456789', count),
    letters: count => fromAlphabet('ABCDEFGHJKLMNPQRSTUVWXYZ', count),
  };
}
