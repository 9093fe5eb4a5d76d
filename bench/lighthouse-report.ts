// Figures from Lighthouse results, the table, and the misses against the product's targets.
import type { Result } from 'lighthouse';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

/** The product's targets (scores 0–100), for every page unless `pageTargets` says otherwise. */
export const targets: Record<Category, { min: number; label: string }> = {
  performance: { min: 100, label: 'performance = 100' },
  accessibility: { min: 100, label: 'accessibility = 100' },
  'best-practices': { min: 95, label: 'best practices ≥ 95' },
  seo: { min: 95, label: 'SEO ≥ 95' },
};

/**
 * Pages with a target of their own (decision 047). The wizard's shell hands a signed-out
 * visitor on to sign-in once its script has run, so its largest paint can follow that script;
 * robots.txt keeps it out of search on purpose (apps/web/build/site-index.ts), so SEO is not judged (0).
 */
export const pageTargets: Readonly<Record<string, Partial<Record<Category, number>>>> = {
  '/application': { performance: 95, seo: 0 },
};

/** The target a page's score in one category must reach, and how to say it. */
export function targetOf(pagePath: string, category: Category): { min: number; label: string } {
  const own = pageTargets[pagePath]?.[category];
  if (own === undefined) return targets[category];
  const name = targets[category].label.replace(/ [=≥].*$/, '');
  if (own === 0) return { min: 0, label: `${name} not judged` };
  return { min: own, label: own === 100 ? `${name} = 100` : `${name} ≥ ${own}` };
}

export interface FailingAudit {
  id: string;
  title: string;
  score: number;
  displayValue?: string;
}

export interface PageFigures {
  path: string;
  url: string;
  runtimeError?: string;
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  /** The element Lighthouse took for the largest paint (its HTML, shortened): what to make paint sooner. */
  lcpElement: string | null;
  tbtMs: number | null;
  cls: number | null;
  transferKiB: number | null;
  /** Audits scoring under 0.9, per category that missed its target. */
  misses: Partial<Record<Category, FailingAudit[]>>;
}

function numeric(lhr: Result, id: string): number | null {
  return lhr.audits[id]?.numericValue ?? null;
}

/** The snippet of the largest paint's element, from the audit's table (a table of tables since Lighthouse 12). */
function lcpElementOf(lhr: Result): string | null {
  const found = JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details ?? null).match(
    /"snippet":"((?:[^"\\]|\\.)*)"/,
  );
  return found?.[1] ? (JSON.parse(`"${found[1]}"`) as string).slice(0, 120) : null;
}

function failingAudits(lhr: Result, category: Category): FailingAudit[] {
  return (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9) return [];
    return [{ id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue }];
  });
}

export function figuresOf(pagePath: string, lhr: Result): PageFigures {
  const scores = Object.fromEntries(
    categories.map((category) => {
      const score = lhr.categories[category]?.score ?? null;
      return [category, score === null ? null : Math.round(score * 100)];
    }),
  ) as Record<Category, number | null>;
  const misses: PageFigures['misses'] = {};
  for (const category of categories) {
    const score = scores[category];
    if (score === null ? targetOf(pagePath, category).min > 0 : score < targetOf(pagePath, category).min)
      misses[category] = failingAudits(lhr, category);
  }
  const bytes = numeric(lhr, 'total-byte-weight');
  return {
    path: pagePath,
    url: lhr.finalDisplayedUrl,
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    scores,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    lcpElement: lcpElementOf(lhr),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    transferKiB: bytes === null ? null : bytes / 1024,
    misses,
  };
}

const show = (value: number | null, digits: number, unit = ''): string =>
  value === null ? 'n/a' : `${value.toFixed(digits)}${unit}`;

export function printTable(pages: PageFigures[]): void {
  const width = Math.max(4, ...pages.map((page) => page.path.length));
  const columns = ['perf', 'a11y', 'best-pr', 'seo', 'LCP', 'TBT', 'CLS', 'KiB'];
  const widths = [4, 4, 7, 3, 7, 7, 5, 7];
  const row = (first: string, cells: string[]): string =>
    [first.padEnd(width), ...cells.map((cell, index) => cell.padStart(widths[index] ?? 0))].join(' | ');
  console.log(row('page', columns));
  for (const page of pages) {
    const scores = categories.map((category) => show(page.scores[category], 0));
    console.log(
      row(page.path, [
        ...scores,
        show(page.lcpMs, 0, ' ms'),
        show(page.tbtMs, 0, ' ms'),
        show(page.cls, 3),
        show(page.transferKiB, 1),
      ]),
    );
  }
}

/** Prints every miss with the audits to fix; returns how many targets were missed. */
export function printMisses(pages: PageFigures[]): number {
  let count = 0;
  const exceptions = Object.entries(pageTargets).flatMap(([pagePath, own]) =>
    categories
      .filter((category) => own[category] !== undefined)
      .map((c) => `${pagePath} ${targetOf(pagePath, c).label}`),
  );
  console.log(
    `\nTargets: ${categories.map((category) => targets[category].label).join(', ')}${
      exceptions.length > 0 ? `; except ${exceptions.join(', ')}` : ''
    }`,
  );
  for (const page of pages) {
    if (page.runtimeError) console.log(`\n${page.path}: Lighthouse could not audit it (${page.runtimeError})`);
    for (const category of categories) {
      const audits = page.misses[category];
      if (!audits) continue;
      count += 1;
      console.log(
        `\nMISS ${page.path} ${category}: ${show(page.scores[category], 0)} (target ${targetOf(page.path, category).label})`,
      );
      if (category === 'performance' && page.lcpElement) console.log(`  largest paint: ${page.lcpElement}`);
      if (audits.length === 0) console.log('  no single audit under 0.9; several small losses add up');
      for (const audit of audits) {
        const detail = audit.displayValue ? ` (${audit.displayValue})` : '';
        console.log(`  - ${audit.title}${detail} [${audit.id}, score ${audit.score.toFixed(2)}]`);
      }
    }
  }
  console.log(count === 0 ? '\nEvery page meets every target.' : `\n${count} target(s) missed.`);
  return count;
}
