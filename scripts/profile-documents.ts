/**
 * Where the document pipeline's time goes beyond Readability's: the pages `npm run bench -- documents`
 * times (the Readability corpus, parsed with linkedom, the DOM handed over as the bench does) and,
 * with --real, the real-page suites, run under V8's sampling profiler. Prints each stage of
 * htmlToDocument (revealHidden, Readability, cleanArticle, turndown…) as time per pass and as a
 * share of Readability-alone's time (parse + Readability, the bench's baseline), then the functions
 * that cost most inside the costliest stages.
 *
 *   node --import tsx scripts/profile-documents.ts [--rounds 5] [--real] [--top 12] [--in FUNCTION] [--digest FILE [--no-profile]]
 *
 * --in FUNCTION lists the callees of that function (a stage such as revealHidden, or cleanArticle for each
 * drop-* rule) instead of htmlToDocument's.
 *
 * --digest writes one hash per page of the whole document (lines, links, title, meta), to check that
 * a speed-up changed no document: compare two files with `cmp`. The generalisation corpus is in it too:
 * its dev pages one by one, its test half as a single hash (held out: no page of it is shown alone).
 * --no-profile stops after writing the digests.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadCorpus, pipeline, readabilityAlone } from '../tests/bench/corpus-quality';
import { loadRealPages, realPageDocument } from '../tests/bench/real-pages-quality';
import { stagesOf, type CpuProfile } from './cpu-profile-stages';
import { timeAgainstBaseline } from '../tests/bench/pipeline-vs-readability';
import { loadGeneralisationPages } from '../tests/bench/generalisation-corpus';
import { htmlToDocument } from '../src/core/document/html-to-document';
import { parseHtml } from './page2md-dom';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const rounds = Number(option('--rounds') ?? 5);
const top = Number(option('--top') ?? 12);
const digestFile = option('--digest');
const withReal = args.includes('--real');
/** Whose direct callees are the stages: htmlToDocument, or one stage to look inside it. */
const parentName = option('--in') ?? 'htmlToDocument';

const corpus = loadCorpus();
const real = withReal || digestFile ? loadRealPages(parseHtml) : [];
const digest = (doc: unknown) => createHash('sha256').update(JSON.stringify(doc)).digest('hex').slice(0, 16);

if (digestFile) {
  const rows: string[] = [];
  for (const page of corpus) rows.push(`corpus/${page.name} ${digest(pipeline(page, parseHtml))}`);
  for (const page of real) rows.push(`${page.suite}/${page.name} ${digest(await realPageDocument(page, parseHtml))}`);
  // The generalisation corpus as its bench reads it (the DOM handed over). Dev pages one by one; the
  // held-out test half only as one hash of all its documents, so nothing about a single test page is shown.
  const heldOut = createHash('sha256');
  for (const page of loadGeneralisationPages()) {
    const parse = () => parseHtml(page.html, page.url);
    const doc = htmlToDocument(parse(), page.url, { consume: { reparse: parse } });
    if (page.split === 'dev') rows.push(`generalisation/${page.id} ${digest(doc)}`);
    else heldOut.update(digest(doc));
  }
  rows.push(`generalisation/test-half ${heldOut.digest('hex').slice(0, 16)}`);
  writeFileSync(digestFile, rows.join('\n') + '\n');
  console.log(`${rows.length} document digests → ${digestFile}`);
  if (args.includes('--no-profile')) process.exit(0);
}

const pass = async (run: () => unknown) => {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
};
const corpusPipeline = () => corpus.forEach((p) => pipeline(p, parseHtml));
const realPipeline = async () => {
  for (const page of real) await realPageDocument(page, parseHtml);
};

// The bench's measure (tests/bench/pipeline-vs-readability.ts: warm-up, alternating passes with a
// collection before each, each page's fastest run, ratio of sums).
const timing = timeAgainstBaseline(corpus.length, (i) => readabilityAlone(corpus[i]!, parseHtml), (i) => pipeline(corpus[i]!, parseHtml), rounds);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const readabilityMs = sum(timing.readability);
console.log(
  `corpus (${corpus.length} pages, fastest of ${rounds}): pipeline ÷ Readability ${timing.ratioOfSums.toFixed(3)} ` +
    `(sums, as the bench: ${sum(timing.pipeline).toFixed(0)} / ${readabilityMs.toFixed(0)} ms; single rounds ${timing.roundSpread.map((r) => r.toFixed(3)).join('–')}), ` +
    `${timing.ratioOfMedians.toFixed(3)} (medians)`,
);

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 50 });

async function profiled(name: string, run: () => unknown, baselineMs: number): Promise<void> {
  await session.post('Profiler.start');
  for (let r = 0; r < rounds; r++) await run();
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: CpuProfile };
  const report = stagesOf(profile, parentName);
  const perPass = (ms: number) => ms / rounds;
  const share = (ms: number) => `${((100 * perPass(ms)) / baselineMs).toFixed(1).padStart(5)} %`;
  console.log(`\n${name}: ${parentName} ${perPass(report.totalMs).toFixed(0)} ms per pass; stages as shares of ${baselineMs.toFixed(0)} ms:`);
  for (const s of report.stages.slice(0, top)) console.log(`  ${share(s.ms)}  ${perPass(s.ms).toFixed(1).padStart(7)} ms  ${s.name}`);
  for (const s of report.stages.filter((s) => s.name !== 'parse' && s.name !== '(self)').slice(0, 6)) {
    console.log(`  inside ${s.name}:`);
    for (const h of report.hotspots.get(s.name) ?? []) console.log(`    ${share(h.ms)}  ${h.name}`);
  }
}

await profiled('corpus', corpusPipeline, readabilityMs);
if (withReal) {
  const realMs = await pass(realPipeline);
  await profiled(`real pages (${real.length}, from bytes; shares of the whole pipeline's time there)`, realPipeline, realMs);
}
session.disconnect();
