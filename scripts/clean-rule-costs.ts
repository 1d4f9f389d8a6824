/**
 * Where the document pipeline drops real text, on the DEV half of the generalisation corpus only
 * (tests/fixtures/generalisation; the test half is held out and never read here). Each dev page runs
 * once through htmlToDocument with its `trace` hook: after every step the article's text is compared
 * with the page's "with" segments (real text) and "without" segments (boilerplate), and a segment that
 * was there before a step and is gone after it is charged to that step: a "with" segment is its recall
 * cost, a "without" segment its precision gain. A segment the chosen article never had is charged to
 * `choose`; one the article still had before markdown conversion but the document lacks, to `markdown`.
 * A segment a rule drops that a later rule would drop anyway is charged to the first: the figures say
 * what each rule does where it fires, not exactly what removing it would change (measure that with
 * the bench).
 *
 *   node --import tsx scripts/clean-rule-costs.ts [--examples STEP] [--source NAME]
 *
 * Prints the dev figures (F, P, R, lost; per source), then per step the pages it fired on and the
 * segments it removed, per source and language. --examples STEP prints the dev "with" segments STEP
 * removed (page id, source, segment), to read what a rule takes that it should not.
 */
import { comparable, aggregateSegments, type SegmentCounts } from '../tests/bench/segment-metric';
import { loadGeneralisationPages, type GeneralisationPage } from '../tests/bench/generalisation-corpus';
import { htmlToDocument } from '../src/core/document/html-to-document';
import { parseHtml } from './page2md-dom';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const examplesOf = option('--examples');
const sourceFilter = option('--source');

const QUOTED_LINK = /【\d+†([^†】]*)(?:†[^】]*)?】/g;

interface StepCost {
  fired: number;
  withRemoved: number;
  withoutRemoved: number;
  bySource: Map<string, { withRemoved: number; withoutRemoved: number }>;
  byLang: Map<string, { withRemoved: number; withoutRemoved: number }>;
}

const steps = new Map<string, StepCost>();
const examples: string[] = [];
const counts: { page: GeneralisationPage; counts: SegmentCounts }[] = [];

function charge(step: string, page: GeneralisationPage, kind: 'with' | 'without', segment: string): void {
  let cost = steps.get(step);
  if (!cost) steps.set(step, (cost = { fired: 0, withRemoved: 0, withoutRemoved: 0, bySource: new Map(), byLang: new Map() }));
  const key = kind === 'with' ? 'withRemoved' : 'withoutRemoved';
  cost[key]++;
  for (const [map, group] of [
    [cost.bySource, page.source],
    [cost.byLang, page.lang],
  ] as const) {
    let g = map.get(group);
    if (!g) map.set(group, (g = { withRemoved: 0, withoutRemoved: 0 }));
    g[key]++;
  }
  if (kind === 'with' && (step === examplesOf || (examplesOf === 'clean' && !step.startsWith('choose')))) examples.push(`${step}: ${page.id} [${page.source}, ${page.lang}]: ${segment.slice(0, 200)}`);
}

function fired(step: string): void {
  const cost = steps.get(step);
  if (cost) cost.fired++;
  else steps.set(step, { fired: 1, withRemoved: 0, withoutRemoved: 0, bySource: new Map(), byLang: new Map() });
}

// The split is filtered before any page is read further: nothing of the test half is looked at.
const pages = loadGeneralisationPages().filter((p) => p.split === 'dev' && (!sourceFilter || p.source === sourceFilter));
for (const page of pages) {
  const segments = [...page.with.map((s) => ({ kind: 'with' as const, s, c: comparable(s) })), ...page.without.map((s) => ({ kind: 'without' as const, s, c: comparable(s) }))].filter((x) => x.c.length > 0);
  const parse = () => parseHtml(page.html, page.url);
  const dom = parse();
  const inPage = comparable(dom.body?.textContent ?? '');
  // Present before the first step: in the page at all (a segment the page lacks is the annotation's).
  let present = segments.map((x) => inPage.includes(x.c));
  let lastText = '';
  const trace = (step: string, root: Element) => {
    const raw = root.textContent ?? '';
    if (raw === lastText) return;
    lastText = raw;
    const text = comparable(raw);
    const now = segments.map((x) => text.includes(x.c));
    fired(step);
    segments.forEach((x, i) => {
      if (present[i] && !now[i]) charge(step === 'readability' || step === 'fallback' ? `choose (${step})` : step, page, x.kind, x.s);
    });
    present = now;
  };
  let lines: string;
  try {
    lines = htmlToDocument(dom, page.url, { consume: { reparse: parse }, trace }).lines.join('\n').replace(QUOTED_LINK, '$1');
  } catch (err) {
    console.log(`crash ${page.id}: ${err instanceof Error ? err.message : String(err)}`);
    lines = '';
  }
  const out = comparable(lines);
  segments.forEach((x, i) => {
    if (present[i] && !out.includes(x.c)) charge('markdown', page, x.kind, x.s);
  });
  const withFound = page.with.filter((s) => comparable(s).length > 0 && out.includes(comparable(s))).length;
  const withoutFound = page.without.filter((s) => comparable(s).length > 0 && out.includes(comparable(s))).length;
  counts.push({ page, counts: { tp: withFound, fn: page.with.length - withFound, fp: withoutFound, tn: page.without.length - withoutFound } });
}

const figure = (rows: typeof counts) => {
  const s = aggregateSegments(rows.map((r) => r.counts));
  return `F ${s.f.toFixed(4)} (P ${s.precision.toFixed(4)} / R ${s.recall.toFixed(4)}), lost ${s.lostAll}/${s.pages}`;
};
console.log(`dev (${counts.length} pages): ${figure(counts)}`);
for (const source of [...new Set(counts.map((c) => c.page.source))].sort()) console.log(`  source ${source.padEnd(16)} ${figure(counts.filter((c) => c.page.source === source))}`);
for (const lang of [...new Set(counts.map((c) => c.page.lang))].sort()) {
  const rows = counts.filter((c) => c.page.lang === lang);
  if (rows.length >= 10) console.log(`  lang ${lang.padEnd(18)} ${figure(rows)}`);
}
console.log('\nstep                          fired  with-  without-  (with-/without- per source)');
const fmt = (m: Map<string, { withRemoved: number; withoutRemoved: number }>) =>
  [...m].sort((a, b) => b[1].withRemoved - a[1].withRemoved).map(([k, v]) => `${k} ${v.withRemoved}/${v.withoutRemoved}`).join(', ');
for (const [step, c] of [...steps].sort((a, b) => b[1].withRemoved - a[1].withRemoved)) {
  console.log(`${step.padEnd(30)} ${String(c.fired).padStart(5)} ${String(c.withRemoved).padStart(5)} ${String(c.withoutRemoved).padStart(8)}  ${fmt(c.bySource)}`);
  if (c.withRemoved > 0 || c.withoutRemoved > 0) console.log(`${''.padEnd(52)}langs: ${fmt(c.byLang)}`);
}
if (examplesOf) {
  console.log(`\n"with" segments ${examplesOf} removed (dev):`);
  for (const e of examples) console.log(`  ${e}`);
}
