import { act, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { watchConsoleErrors } from './console-guard';

// A state change outside act(), as a forgotten await in a test makes it.
function LateUpdate({ onStarted }: { onStarted: (update: () => void) => void }) {
  const [count, setCount] = useState(0);
  useEffect(() => onStarted(() => setCount(1)), [onStarted]);
  return <p>{count}</p>;
}

describe('the DOM tier fails a test on console errors', () => {
  it("collects React's act() warning", async () => {
    let update: (() => void) | undefined;
    render(<LateUpdate onStarted={(fire) => (update = fire)} />);
    const watch = watchConsoleErrors();
    // Outside act on purpose; the environment flag makes React report it.
    update?.();
    await act(() => Promise.resolve());
    expect(watch.stop().join('\n')).toMatch(/not wrapped in act/);
  });

  it('collects console.error calls and gives console.error back when stopped', () => {
    const original = console.error;
    const watch = watchConsoleErrors();
    console.error('boom', new Error('cause'));
    const messages = watch.stop();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^boom Error: cause/);
    expect(console.error).toBe(original);
  });
});
