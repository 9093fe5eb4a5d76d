/**
 * IPv6 address -> country, as one sorted list of range starts searched by
 * bisection (decision 077). Each row is where a run of addresses with one
 * country (or none) begins and holds until the next row: 16 bytes for the
 * 128-bit start, as four 32-bit words so a lookup compares plain numbers and
 * allocates nothing, and 2 for the country's index. Gaps between the source's
 * ranges are rows of "no country", so a gap never borrows its neighbour's.
 */
export interface CountryRange {
  start: bigint;
  end: bigint;
  country: string;
}

const wordsPerRow = 4;
const maxAddress = (1n << 128n) - 1n;
/** Index 0 of the country list: no country. */
const noCountry = 0;

function wordsOf(value: bigint): [number, number, number, number] {
  return [
    Number((value >> 96n) & 0xffffffffn),
    Number((value >> 64n) & 0xffffffffn),
    Number((value >> 32n) & 0xffffffffn),
    Number(value & 0xffffffffn),
  ];
}

export class Ipv6CountryTable {
  private constructor(
    private readonly starts: Uint32Array,
    private readonly countryIndexes: Uint16Array,
    private readonly countries: readonly (string | null)[],
  ) {}

  get length(): number {
    return this.countryIndexes.length;
  }

  /** Bytes held by the rows (the country names are a few hundred short strings besides). */
  get bytes(): number {
    return this.starts.byteLength + this.countryIndexes.byteLength;
  }

  /** Builds the table from ranges sorted by start (Ipv6CountryTableBuilder). */
  static fromSortedRanges(ranges: Iterable<CountryRange>, expectedRows = 0): Ipv6CountryTable {
    const builder = new Ipv6CountryTableBuilder(expectedRows);
    for (const range of ranges) builder.add(range);
    return builder.finish();
  }

  /** @internal the builder's result. */
  static of(starts: Uint32Array, countryIndexes: Uint16Array, countries: readonly (string | null)[]): Ipv6CountryTable {
    return new Ipv6CountryTable(starts, countryIndexes, countries);
  }

  /** The country of a 128-bit address, or null where the source names none. */
  find(value: bigint): string | null {
    const [w0, w1, w2, w3] = wordsOf(value);
    // The last row whose start is at or below the value.
    let low = 0;
    let high = this.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const at = middle * wordsPerRow;
      const s0 = this.starts[at] ?? 0;
      const s1 = this.starts[at + 1] ?? 0;
      const s2 = this.starts[at + 2] ?? 0;
      const s3 = this.starts[at + 3] ?? 0;
      const startIsAbove = s0 !== w0 ? s0 > w0 : s1 !== w1 ? s1 > w1 : s2 !== w2 ? s2 > w2 : s3 > w3;
      if (startIsAbove) high = middle - 1;
      else {
        found = middle;
        low = middle + 1;
      }
    }
    return found === -1 ? null : (this.countries[this.countryIndexes[found] ?? noCountry] ?? null);
  }
}

/**
 * Takes ranges sorted by start, one at a time (so a loader need not hold them
 * all). The source nests some narrower ranges inside wider ones (a provider's
 * geofeed inside its registry block): the narrower range wins where it lies, and
 * the wider one resumes after it. A range out of order, outside 128 bits or
 * with a malformed country code is skipped.
 */
export class Ipv6CountryTableBuilder {
  private readonly rows: RowBuilder;
  private readonly open: CountryRange[] = [];
  private cursor = 0n;
  private lastStart = -1n;

  constructor(expectedRows = 0) {
    this.rows = new RowBuilder(expectedRows * 2 + 2);
  }

  add(range: CountryRange): void {
    const { start, end, country } = range;
    if (start < this.lastStart || start > end || start < 0n || end > maxAddress || !/^[A-Z]{2}$/.test(country)) return;
    this.lastStart = start;
    this.closeBefore(start);
    if (this.cursor < start) this.rows.cover(this.cursor, this.open.at(-1)?.country ?? null);
    this.cursor = start;
    // A range that ends no later than this one is hidden by it from here on.
    while (this.open.length > 0 && (this.open.at(-1)?.end ?? -1n) <= end) this.open.pop();
    this.open.push(range);
  }

  finish(): Ipv6CountryTable {
    this.closeBefore(maxAddress + 1n);
    if (this.cursor <= maxAddress) this.rows.cover(this.cursor, null);
    this.cursor = maxAddress + 1n;
    return Ipv6CountryTable.of(this.rows.starts(), this.rows.countryIndexes(), this.rows.countries);
  }

  /** Ends the open ranges that end before `start`, each giving way to the one around it. */
  private closeBefore(start: bigint): void {
    for (let top = this.open.at(-1); top && top.end < start; top = this.open.at(-1)) {
      if (this.cursor <= top.end) this.rows.cover(this.cursor, top.country);
      this.cursor = top.end + 1n;
      this.open.pop();
    }
  }
}

/** Collects rows, joining a run that continues the previous row's country. */
class RowBuilder {
  private startWords: Uint32Array;
  private indexes: Uint16Array;
  private rows = 0;
  readonly countries: (string | null)[] = [null];
  private readonly indexOf = new Map<string, number>();

  constructor(capacity: number) {
    this.startWords = new Uint32Array(Math.max(capacity, 2) * wordsPerRow);
    this.indexes = new Uint16Array(Math.max(capacity, 2));
  }

  /** From `start` on (until the next row) the country is `country`. */
  cover(start: bigint, country: string | null): void {
    const index = country === null ? noCountry : this.countryIndex(country);
    if (this.rows > 0 && this.indexes[this.rows - 1] === index) return;
    if (this.rows === this.indexes.length) this.grow();
    this.startWords.set(wordsOf(start), this.rows * wordsPerRow);
    this.indexes[this.rows] = index;
    this.rows += 1;
  }

  starts(): Uint32Array {
    return this.startWords.slice(0, this.rows * wordsPerRow);
  }

  countryIndexes(): Uint16Array {
    return this.indexes.slice(0, this.rows);
  }

  private countryIndex(country: string): number {
    const known = this.indexOf.get(country);
    if (known !== undefined) return known;
    this.indexOf.set(country, this.countries.length);
    return this.countries.push(country) - 1;
  }

  private grow(): void {
    const startWords = new Uint32Array(this.startWords.length * 2);
    startWords.set(this.startWords);
    const indexes = new Uint16Array(this.indexes.length * 2);
    indexes.set(this.indexes);
    this.startWords = startWords;
    this.indexes = indexes;
  }
}
