import { flagEventQueueFlushBytes } from '@waypoint/domain/flags/feature-flags';

export interface FlagEvaluationEvent {
  flagKey: string;
  variant: string | undefined;
  reason: string | undefined;
  occurredAt: string;
}

const encoder = new TextEncoder();

/**
 * Flag evaluations waiting to be reported. product-rules#feature-flags: the queue is sent when it
 * reaches 5 MB; the owner also sends it when the page is hidden, so nothing
 * waits for a size a visit never reaches.
 */
export class FlagEventQueue {
  private events: FlagEvaluationEvent[] = [];
  private bytes = 0;

  constructor(
    private readonly send: (events: FlagEvaluationEvent[]) => void,
    private readonly flushBytes = flagEventQueueFlushBytes,
  ) {}

  add(event: FlagEvaluationEvent): void {
    this.events.push(event);
    // A JSON array costs each entry its own length plus a comma.
    this.bytes += encoder.encode(JSON.stringify(event)).length + 1;
    if (this.bytes >= this.flushBytes) this.flush();
  }

  flush(): void {
    if (this.events.length === 0) return;
    const events = this.events;
    this.events = [];
    this.bytes = 0;
    this.send(events);
  }

  get size(): { events: number; bytes: number } {
    return { events: this.events.length, bytes: this.bytes };
  }
}
