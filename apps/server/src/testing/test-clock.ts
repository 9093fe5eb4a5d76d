import type { Clock } from '../platform/clock.js';

/**
 * A clock a test moves by hand. It runs with the real clock until told
 * otherwise, so rows the database stamps itself stay in order with it;
 * `advance` jumps ahead, `pin` stops it at an instant (a test that needs
 * every request inside one rate-limit window), `unpin` lets it run again.
 */
export class TestClock implements Clock {
  private offsetMs = 0;
  private pinned: Date | null = null;

  now(): Date {
    return new Date(this.pinned ? this.pinned.getTime() : Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    if (this.pinned) this.pinned = new Date(this.pinned.getTime() + ms);
    else this.offsetMs += ms;
  }

  pin(at: Date): void {
    this.pinned = new Date(at.getTime());
  }

  unpin(): void {
    this.pinned = null;
  }
}
