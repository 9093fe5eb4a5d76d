/** Refused at once when every slot is taken and the waiting line is full. */
export class ChecksBusyError extends Error {
  constructor() {
    super('every document-check slot is taken and the queue is full');
    this.name = 'ChecksBusyError';
  }
}

/**
 * A counting semaphore with a bounded waiting line: at most `slots` holders
 * at once, at most `maxWaiting` waiting, first come first served. The
 * document check holds a slot per running check, so a check's time limit
 * starts when its worker does, not while it waits behind others.
 */
export class CheckSlots {
  private held = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly slots: number,
    private readonly maxWaiting: number,
  ) {}

  async acquire(): Promise<void> {
    if (this.held < this.slots) {
      this.held += 1;
      return;
    }
    if (this.waiting.length >= this.maxWaiting) throw new ChecksBusyError();
    // The releasing holder hands its slot over, so `held` stays as it is.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held -= 1;
  }
}
