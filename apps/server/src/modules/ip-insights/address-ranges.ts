/**
 * Sorted, non-overlapping, inclusive address ranges in typed arrays, searched by
 * bisection (docs/decisions/048-embedded-default-memory.md). Each row carries two
 * numbers (the ASN and an index into a list of names). A row costs 16 bytes for
 * IPv4 and 40 for IPv6, outside the garbage-collected heap; an IPv6 bound is two
 * 64-bit halves, since some ranges are narrower than a /64.
 */
export interface RangeRow {
  asn: number;
  organization: number;
}

const low64 = (1n << 64n) - 1n;

export class Ipv4RangeTable {
  readonly starts: Uint32Array;
  readonly ends: Uint32Array;
  readonly asns: Uint32Array;
  readonly organizations: Uint32Array;
  length = 0;

  constructor(capacity: number) {
    this.starts = new Uint32Array(capacity);
    this.ends = new Uint32Array(capacity);
    this.asns = new Uint32Array(capacity);
    this.organizations = new Uint32Array(capacity);
  }

  /** Rows must come in ascending order; a row past the capacity is refused. */
  push(start: number, end: number, asn: number, organization: number): boolean {
    const row = this.length;
    if (row >= this.starts.length) return false;
    this.starts[row] = start;
    this.ends[row] = end;
    this.asns[row] = asn;
    this.organizations[row] = organization;
    this.length = row + 1;
    return true;
  }

  find(value: number): RangeRow | null {
    let low = 0;
    let high = this.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      if ((this.starts[middle] ?? 0) > value) high = middle - 1;
      else if ((this.ends[middle] ?? 0) < value) low = middle + 1;
      else return { asn: this.asns[middle] ?? 0, organization: this.organizations[middle] ?? 0 };
    }
    return null;
  }
}

/** -1, 0 or 1 as (high, low) is below, equal to or above (valueHigh, valueLow). */
function compare(high: bigint, low: bigint, valueHigh: bigint, valueLow: bigint): number {
  if (high !== valueHigh) return high < valueHigh ? -1 : 1;
  if (low !== valueLow) return low < valueLow ? -1 : 1;
  return 0;
}

export class Ipv6RangeTable {
  private readonly startHigh: BigUint64Array;
  private readonly startLow: BigUint64Array;
  private readonly endHigh: BigUint64Array;
  private readonly endLow: BigUint64Array;
  private readonly asns: Uint32Array;
  private readonly organizations: Uint32Array;
  length = 0;

  constructor(capacity: number) {
    this.startHigh = new BigUint64Array(capacity);
    this.startLow = new BigUint64Array(capacity);
    this.endHigh = new BigUint64Array(capacity);
    this.endLow = new BigUint64Array(capacity);
    this.asns = new Uint32Array(capacity);
    this.organizations = new Uint32Array(capacity);
  }

  /** Rows must come in ascending order; a row past the capacity, or a bound outside 128 bits, is refused. */
  push(start: bigint, end: bigint, asn: number, organization: number): boolean {
    const row = this.length;
    if (row >= this.asns.length || start < 0n || end < 0n || start >> 128n || end >> 128n) return false;
    this.startHigh[row] = start >> 64n;
    this.startLow[row] = start & low64;
    this.endHigh[row] = end >> 64n;
    this.endLow[row] = end & low64;
    this.asns[row] = asn;
    this.organizations[row] = organization;
    this.length = row + 1;
    return true;
  }

  find(value: bigint): RangeRow | null {
    const valueHigh = value >> 64n;
    const valueLow = value & low64;
    let low = 0;
    let high = this.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      if (compare(this.startHigh[middle] ?? 0n, this.startLow[middle] ?? 0n, valueHigh, valueLow) > 0)
        high = middle - 1;
      else if (compare(this.endHigh[middle] ?? 0n, this.endLow[middle] ?? 0n, valueHigh, valueLow) < 0)
        low = middle + 1;
      else return { asn: this.asns[middle] ?? 0, organization: this.organizations[middle] ?? 0 };
    }
    return null;
  }
}
