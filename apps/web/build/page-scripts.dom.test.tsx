import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageScriptsAfterFirstPaint, preloadsPerTask } from './page-scripts';

// The loader as the browser meets it: the data block and the inline script at the end of the body.
function runLoader(entry: string, preloads: string[]) {
  document.body.innerHTML = pageScriptsAfterFirstPaint(entry, preloads);
  const [, inline] = document.body.querySelectorAll('script');
  new Function(inline?.textContent ?? '')();
}

const added = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map((element) =>
    element instanceof HTMLScriptElement
      ? `script ${element.getAttribute('src')}`
      : `preload ${element.getAttribute('href')}`,
  );

let visibility: DocumentVisibilityState;
// The simulated page loads no script files; it reports each one as loaded instead of as an error.
const happyDom = (window as unknown as { happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } })
  .happyDOM;
beforeEach(() => {
  if (happyDom) happyDom.settings.handleDisabledFileLoadingAsSuccess = true;
  document.head.innerHTML = '';
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the page scripts loader (decision 050)', () => {
  it('adds nothing before a frame has been painted, then the preloads and the entry last', () => {
    runLoader('/assets/index-Ef56.js', ['/assets/jsx-runtime-Ab12.js', '/assets/home-page-Cd34.js']);
    expect(added()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual([
      'preload /assets/jsx-runtime-Ab12.js',
      'preload /assets/home-page-Cd34.js',
      'script /assets/index-Ef56.js',
    ]);
  });

  it('adds a long list a few preloads per task, so no task is long, and the entry only after every preload', () => {
    const preloads = Array.from({ length: preloadsPerTask * 2 + 3 }, (_, index) => `/assets/chunk-${index}.js`);
    runLoader('/assets/index-Ef56.js', preloads);
    vi.advanceTimersToNextFrame();
    const afterEachTask: number[] = [];
    for (let task = 0; task < 4; task++) {
      vi.advanceTimersByTime(1);
      afterEachTask.push(added().length);
    }
    expect(afterEachTask).toEqual([
      preloadsPerTask,
      preloadsPerTask * 2,
      preloadsPerTask * 2 + 4,
      preloadsPerTask * 2 + 4,
    ]);
    expect(added().at(-1)).toBe('script /assets/index-Ef56.js');
    expect(added().slice(0, -1)).toEqual(preloads.map((file) => `preload ${file}`));
  });

  it('loads at once in a hidden tab, which paints no frames', () => {
    visibility = 'hidden';
    const preloads = Array.from({ length: preloadsPerTask + 1 }, (_, index) => `/assets/chunk-${index}.js`);
    runLoader('/assets/index-Ef56.js', preloads);
    expect(added()).toEqual([...preloads.map((file) => `preload ${file}`), 'script /assets/index-Ef56.js']);
  });

  it('names each file once and never preloads the entry', () => {
    runLoader('/assets/index-Ef56.js', ['/assets/a.js', '/assets/index-Ef56.js', '/assets/a.js']);
    vi.runAllTimers();
    expect(added()).toEqual(['preload /assets/a.js', 'script /assets/index-Ef56.js']);
  });

  it('keeps a file name from closing the data block', () => {
    const html = pageScriptsAfterFirstPaint('/assets/</script><b>.js', []);
    expect(html).not.toContain('</script><b>');
  });
});
