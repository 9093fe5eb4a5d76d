import { describe, expect, it } from 'vitest';
import { SaveCanceledError, SaveQueue, SaveWaitTimeoutError } from './save-queue';

/** A send whose answers the test releases by hand, recording the order things reach the "server". */
function controlledServer() {
  const received: string[] = [];
  const answers = new Map<string, { resolve: (value: string) => void; reject: (error: Error) => void }>();
  const send = (change: string) =>
    new Promise<string>((resolve, reject) => {
      received.push(change);
      answers.set(change, { resolve, reject });
    });
  const answer = (change: string) => answers.get(change)?.resolve(`saved ${change}`);
  const fail = (change: string) => answers.get(change)?.reject(new Error(`refused ${change}`));
  return { received, send, answer, fail };
}

/** A sleep the test advances: each call counts one wait of the retry loop. */
function countingSleep() {
  let sleeps = 0;
  const pendingWakes: (() => void)[] = [];
  return {
    sleep: () =>
      new Promise<void>((resolve) => {
        sleeps += 1;
        pendingWakes.push(resolve);
      }),
    wakeAll: () => pendingWakes.splice(0).forEach((wake) => wake()),
    count: () => sleeps,
  };
}

const flush = async () => {
  for (let index = 0; index < 10; index += 1) await Promise.resolve();
};

describe('SaveQueue (product-rules#save-retry: a new save waits for the one in flight, up to 5 retries 1 s apart)', () => {
  it('sends one save at a time, in the order they were made', async () => {
    const server = controlledServer();
    const clock = countingSleep();
    const queue = new SaveQueue({ sleep: clock.sleep });
    const first = queue.enqueue(() => server.send('a'));
    const second = queue.enqueue(() => server.send('b'));
    await flush();
    expect(server.received).toEqual(['a']);
    expect(queue.pending).toBe(2);
    server.answer('a');
    await expect(first).resolves.toBe('saved a');
    await flush();
    expect(server.received).toEqual(['a', 'b']);
    server.answer('b');
    await expect(second).resolves.toBe('saved b');
    expect(queue.pending).toBe(0);
  });

  it('sends at once when nothing is in flight, without waiting', async () => {
    const server = controlledServer();
    const clock = countingSleep();
    const queue = new SaveQueue({ sleep: clock.sleep });
    void queue.enqueue(() => server.send('a'));
    await flush();
    expect(server.received).toEqual(['a']);
    expect(clock.count()).toBe(0);
  });

  it.each([1, 5])('a save behind one answered during wait %i is sent', async (waits) => {
    const server = controlledServer();
    const clock = countingSleep();
    const queue = new SaveQueue({ sleep: clock.sleep });
    void queue.enqueue(() => server.send('a'));
    const second = queue.enqueue(() => server.send('b'));
    for (let wait = 1; wait < waits; wait += 1) {
      await flush();
      clock.wakeAll();
    }
    await flush();
    server.answer('a');
    await flush();
    clock.wakeAll();
    await flush();
    expect(server.received).toEqual(['a', 'b']);
    server.answer('b');
    await expect(second).resolves.toBe('saved b');
  });

  it('fails a save, unsent, when the one before is still out after 5 retries', async () => {
    const server = controlledServer();
    const clock = countingSleep();
    const queue = new SaveQueue({ sleep: clock.sleep });
    void queue.enqueue(() => server.send('a'));
    const second = queue.enqueue(() => server.send('b'));
    const settled = second.catch((error: unknown) => error);
    for (let wait = 0; wait < 5; wait += 1) {
      await flush();
      clock.wakeAll();
    }
    expect(await settled).toBeInstanceOf(SaveWaitTimeoutError);
    expect(clock.count()).toBe(5);
    expect(server.received).toEqual(['a']);
  });

  it('drops the saves queued behind a failed one, and sends later ones normally', async () => {
    const server = controlledServer();
    const clock = countingSleep();
    const queue = new SaveQueue({ sleep: clock.sleep });
    const first = queue.enqueue(() => server.send('a')).catch((error: unknown) => error);
    const second = queue.enqueue(() => server.send('b')).catch((error: unknown) => error);
    await flush();
    server.fail('a');
    expect(await first).toEqual(new Error('refused a'));
    expect(await second).toBeInstanceOf(SaveCanceledError);
    expect(server.received).toEqual(['a']);
    const third = queue.enqueue(() => server.send('c'));
    await flush();
    server.answer('c');
    await expect(third).resolves.toBe('saved c');
    expect(server.received).toEqual(['a', 'c']);
  });
});
