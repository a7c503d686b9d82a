/** A found surrogate: its span in the text and the original value it stands for. */
export interface SurrogateMatch {
  start: number;
  end: number;
  value: string;
}

/** Optional work counter for tests: trie steps taken. */
export interface FinderWork {
  steps: number;
}

interface Token {
  text: string;
  start: number;
  end: number;
  spaceBefore: boolean;
}

interface TrieNode {
  next: Map<string, TrieNode>;
  value?: string;
}

/** Words are maximal runs of letters, digits and marks; any other visible character is a token alone. */
function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  const re = /[\p{L}\p{N}\p{M}]+|[^\s\p{L}\p{N}\p{M}]/gu;
  let last = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    tokens.push({
      text: m[0].toLowerCase(),
      start: m.index,
      end: m.index + m[0].length,
      spaceBefore: m.index > last,
    });
    last = m.index + m[0].length;
  }
  return tokens;
}

const keyOf = (token: Token, first: boolean): string =>
  first || !token.spaceBefore ? token.text : ` ${token.text}`;

/**
 * Finds every surrogate in edited text: any letter case, any run of white space where the surrogate
 * has a space, whole words only, longest match first, non-overlapping, in text order. Linear in the
 * text length: the text is tokenised once and each token starts at most one walk of a trie whose
 * depth is bounded by the longest surrogate.
 */
export function createSurrogateFinder(
  entries: readonly { surrogate: string; value: string }[],
): (text: string, work?: FinderWork) => SurrogateMatch[] {
  const root: TrieNode = { next: new Map() };
  for (const entry of entries) {
    const tokens = tokenise(entry.surrogate);
    if (tokens.length === 0) continue;
    let node = root;
    tokens.forEach((token, i) => {
      const key = keyOf(token, i === 0);
      let child = node.next.get(key);
      if (!child) {
        child = { next: new Map() };
        node.next.set(key, child);
      }
      node = child;
    });
    if (node.value === undefined) node.value = entry.value;
  }
  return (text, work) => {
    const tokens = tokenise(text);
    const found: SurrogateMatch[] = [];
    let i = 0;
    while (i < tokens.length) {
      let node: TrieNode | undefined = root;
      let best: { j: number; value: string } | undefined;
      for (let j = i; j < tokens.length && node; j++) {
        if (work) work.steps++;
        node = node.next.get(keyOf(tokens[j]!, j === i));
        if (node?.value !== undefined) best = { j, value: node.value };
      }
      if (best) {
        found.push({ start: tokens[i]!.start, end: tokens[best.j]!.end, value: best.value });
        i = best.j + 1;
      } else i++;
    }
    return found;
  };
}
