import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoadedNearViewport } from './use-loaded-near-viewport';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: Array<{ callback: Callback; options: IntersectionObserverInit | undefined; disconnected: boolean }>;

function installObserver() {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: (typeof observers)[number];
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        this.record = { callback, options, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
}

afterEach(() => vi.unstubAllGlobals());

function Part({ load }: { load: () => Promise<string> }) {
  const box = useRef<HTMLDivElement>(null);
  const loaded = useLoadedNearViewport(load, box);
  return <div ref={box}>{loaded ?? 'placeholder'}</div>;
}

describe('useLoadedNearViewport (decision 050)', () => {
  it('keeps the placeholder until the part comes within a screen of the viewport, then loads once', async () => {
    installObserver();
    const load = vi.fn(async () => 'the form');
    render(<Part load={load} />);
    expect(screen.getByText('placeholder')).toBeDefined();
    expect(observers[0]?.options?.rootMargin).toBe('0px 0px 800px 0px');
    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(load).not.toHaveBeenCalled();
    await act(async () => observers[0]?.callback([{ isIntersecting: true }]));
    expect(await screen.findByText('the form')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('loads at once where the browser cannot tell (no IntersectionObserver)', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Part load={async () => 'the form'} />);
    expect(await screen.findByText('the form')).toBeDefined();
  });

  it('keeps the placeholder when the chunk fails to arrive', async () => {
    installObserver();
    render(<Part load={() => Promise.reject(new Error('offline'))} />);
    await act(async () => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByText('placeholder')).toBeDefined();
  });
});
