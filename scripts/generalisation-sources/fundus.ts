import { text, type Source, type SourcePage } from './source';

/**
 * Fundus's parser tests (flairNLP/fundus `tests/resources/parser/test_data/<country>/`): per publisher,
 * pages (`<Publisher>_<date>.html.gz`, URL in the folder's `meta.info`) and one JSON of what each parser
 * version extracts (`V1`, `V1_1`, …), the body written out as summary and sections of headlines and
 * paragraphs. Which version a page belongs to is its crawl date against the parser's validity, which
 * only the Python classes know, so every version's body is offered and the page picks.
 */
interface FundusBody {
  summary?: string[];
  sections?: { headline?: string[]; paragraphs?: string[] }[];
}

/** A Fundus body as lines: the summary, then each section's headline and paragraphs. */
export function fundusBodyText(body: FundusBody | undefined): string {
  if (!body) return '';
  return [...(body.summary ?? []), ...(body.sections ?? []).flatMap((s) => [...(s.headline ?? []), ...(s.paragraphs ?? [])])].join('\n');
}

/** Fundus names its folders by country; the language of a page that states none. */
const COUNTRY_LANGUAGE: Record<string, string> = {
  at: 'de', ch: 'de', de: 'de', li: 'de', lu: 'de', us: 'en', uk: 'en', ca: 'en', au: 'en', za: 'en', es: 'es', mx: 'es', py: 'es',
  fr: 'fr', be: 'fr', it: 'it', jp: 'ja', kr: 'ko', cn: 'zh', tw: 'zh', no: 'no', se: 'sv', dk: 'da', pl: 'pl', pt: 'pt', ru: 'ru',
  ua: 'uk', tr: 'tr', cz: 'cs', lt: 'lt', vn: 'vi', id: 'id', il: 'he', isl: 'is',
};

const ROOT = 'tests/resources/parser/test_data';

export const fundus: Source = {
  name: 'fundus',
  repo: 'flairNLP/fundus',
  licence: 'MIT (LICENSE)',
  licenceFiles: ['LICENSE'],
  pages: (git) => {
    const files = git.list(ROOT);
    const out: SourcePage[] = [];
    for (const info of files.filter((p) => p.endsWith('/meta.info'))) {
      const dir = info.slice(0, -'/meta.info'.length);
      const country = dir.slice(ROOT.length + 1);
      const meta = JSON.parse(text(git.show(info))) as Record<string, { url?: string }>;
      for (const [file, { url }] of Object.entries(meta)) {
        const path = `${dir}/${file}`;
        const expected = `${dir}/${file.replace(/_\d{4}_\d{2}_\d{2}\.html\.gz$/, '')}.json`;
        if (!url || !files.includes(path) || !files.includes(expected)) continue;
        const versions = JSON.parse(text(git.show(expected))) as Record<string, { body?: FundusBody }>;
        const golds = Object.values(versions).map((v) => fundusBodyText(v.body)).filter((g) => g !== '');
        if (golds.length === 0) continue;
        out.push({ path, url, gold: golds, lang: COUNTRY_LANGUAGE[country] });
      }
    }
    return out;
  },
};
