import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { prerenderedLazyPart } from './prerendered-lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A part whose chunk arrives when the test says so. */
function deferredGreeting() {
  let arrive: () => void = () => undefined;
  const chunk = new Promise<{ default: typeof Greeting }>((resolve) => {
    arrive = () => resolve({ default: Greeting });
  });
  const part = prerenderedLazyPart(() => chunk, <div data-testid="reserved" />);
  return { ...part, arrive };
}

describe('prerenderedLazyPart (decision 046)', () => {
  it('renders the part at once, inside its Suspense boundary, once load() has finished (the prerender and hydration)', async () => {
    const { Part, load, arrive } = deferredGreeting();
    arrive();
    await load();
    const html = renderToString(<Part name="Ana" />);
    expect(html).toContain('Hello <!-- -->Ana');
    expect(html).toMatch(/^<!--\$-->/);
  });

  it('holds the part’s space with the fallback until the chunk arrives when rendered before load()', async () => {
    const { Part, arrive } = deferredGreeting();
    render(<Part name="Ben" />);
    expect(screen.getByTestId('reserved')).toBeInTheDocument();
    expect(screen.queryByText('Hello Ben')).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByText('Hello Ben')).toBeInTheDocument();
    expect(screen.queryByTestId('reserved')).not.toBeInTheDocument();
  });

  it('asks for a chunk that failed again on the next load()', async () => {
    let attempts = 0;
    const { load } = prerenderedLazyPart(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { default: Greeting };
    }, null);
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBeUndefined();
    expect(attempts).toBe(2);
  });
});
