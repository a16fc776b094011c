// German and Dutch compounds split into words the term base knows: "Zuschlagsfrist" → zuschlag + frist,
// "Unterhaltsreinigung" → unterhalt + reinigung, so a part can be found where the whole word is not.

/** Languages that write compounds as one word. */
export const compoundLanguages: ReadonlySet<string> = new Set(['de', 'nl', 'da', 'sv']);

/** Letters that join the parts of a compound (Zuschlag-s-frist, Kind-er-garten, schoonmaak-s). */
const linking = ['s', 'es', 'n', 'en', 'er', 'e'];

const minPart = 3;

export interface Vocabulary {
  /** Folded words known as words of the language. */
  has(word: string): boolean;
}

/**
 * The parts of a folded word that is a compound of known words (at least two, each at least three letters, a
 * joining letter allowed between them), fewest parts first; null when it is no such compound. The last part may be
 * inflected: `knownStem` tells whether a stem of it is known.
 */
export function splitCompound(
  word: string,
  vocabulary: Vocabulary,
  knownStem: (part: string) => boolean,
): string[] | null {
  if (word.length < minPart * 2 || /\d/u.test(word)) return null;
  const memo = new Map<number, string[] | null>();
  const from = (start: number): string[] | null => {
    if (memo.has(start)) return memo.get(start)!;
    let best: string[] | null = null;
    const rest = word.slice(start);
    // The whole rest as the last part.
    if (start > 0 && rest.length >= minPart && (vocabulary.has(rest) || knownStem(rest))) best = [rest];
    for (let end = word.length - minPart; end >= start + minPart; end--) {
      const head = word.slice(start, end);
      const candidates = [
        head,
        ...linking
          .filter((l) => head.endsWith(l) && head.length - l.length >= minPart)
          .map((l) => head.slice(0, -l.length)),
      ];
      const known = candidates.find((candidate) => vocabulary.has(candidate));
      if (!known) continue;
      const tail = from(end);
      if (tail && (!best || tail.length + 1 < best.length)) best = [known, ...tail];
    }
    memo.set(start, best);
    return best;
  };
  const parts = from(0);
  if (parts && parts.length >= 2) return parts;
  // A compound's last word carries its meaning (Unterhaltsreinigung is a Reinigung): a known word of five letters
  // or more at the end is split off even when the words before it are unknown.
  for (let start = minPart; start <= word.length - 5; start++) {
    const tail = word.slice(start);
    if (vocabulary.has(tail) || knownStem(tail)) return [word.slice(0, start), tail];
  }
  return null;
}
