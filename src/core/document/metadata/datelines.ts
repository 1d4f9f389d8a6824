/**
 * Recognises a dateline: a short text that is nothing but the article's dates and times, with the
 * labels news pages put on them ("PUBLISHED: 10:48, Tue, Nov 19, 2019 | UPDATED: 11:05, …",
 * "Updated Nov 19, 9:41 AM;Posted Nov 18, 8:19 PM", "Published 1 day ago (2019-11-19)",
 * "segunda-feira, 22 de janeiro de 2018 às 0:13"). A sentence that mentions a date is no dateline:
 * any word left over once dates, times and labels are taken out makes it prose.
 */

const MONTHS = [
  'january|february|march|april|may|june|july|august|september|october|november|december',
  'jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec',
  // de, fr, es, pt, it, nl, id (names and common abbreviations not already English)
  'januar|februar|märz|mai|juni|juli|oktober|dezember|jänner|mär|okt|dez',
  'janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|janv|févr|avr|juil|déc',
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|ene|abr|ago|dic',
  'janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro|fev|set|out|dez',
  'gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|gen|mag|giu|lug|ott',
  'januari|februari|maart|mei|augustus|december|mrt',
  // id
  'maret|agustus|desember|agu|des',
].join('|');
const WEEKDAYS = [
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun',
  'montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag',
  'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche',
  'lunes|martes|miércoles|jueves|viernes|sábado|domingo',
  'segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira',
  'lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica',
].join('|');
const ZONES = 'utc|gmt|est|edt|cst|cdt|mst|mdt|pst|pdt|et|ct|mt|pt|bst|cet|cest|eet|eest|hst|akst|akdt|ist|aest|aedt|jst|kst|msk|wib|sgt';

/** Labels that say which date a date is; the group says published or updated. */
const PUBLISHED_LABEL = String.raw`(?:first |originally )?(?:published|posted|created|original|publicado|publié|veröffentlicht|pubblicato|gepubliceerd|date|dated)(?: on| at)?`;
const UPDATED_LABEL = String.raw`(?:last )?(?:updated|modified|edited|atualizado|actualizado|mis à jour|aktualisiert|aggiornato|bijgewerkt)(?: on| at)?`;
const LABEL = new RegExp(String.raw`(?<![\p{L}])(?:(${UPDATED_LABEL})|(${PUBLISHED_LABEL}))(?![\p{L}])\s*:?`, 'giu');

/** One date or time piece. */
const PIECE = new RegExp(
  [
    String.raw`\d+\s+(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\s+ago`,
    String.raw`\d{4}-\d{2}-\d{2}(?:[T ]\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?)?`,
    String.raw`\d{1,4}[/.]\d{1,2}[/.]\d{2,4}`,
    String.raw`\d{1,2}(?::\d{2}){1,2}\s*(?:[ap]\.?\s?m\.?)?`,
    String.raw`\d{1,2}\s*[ap]\.?\s?m\.?`,
    String.raw`(?:${MONTHS})\.?`,
    String.raw`(?:${WEEKDAYS})\.?`,
    String.raw`\d{1,2}(?:st|nd|rd|th)`,
    String.raw`\d{1,4}`,
    String.raw`(?:today|yesterday|just now)`,
    String.raw`(?:${ZONES})(?:[+-]\d{1,2}(?::?\d{2})?)?`,
  ]
    .map((p) => String.raw`(?<![\p{L}\p{N}])${p}(?![\p{L}\p{N}])`)
    .join('|'),
  'giu',
);
/** Words that join date pieces: "at", "on", "de … às", "um". */
const JOINERS = /(?<![\p{L}])(?:at|on|the|of|de|del|às|à|a las|um|am|le|il|ore|om|h)(?![\p{L}])/giu;
/** What is left of a dateline: separators and brackets only. */
const ONLY_SEPARATORS = /^[\s,.;:|/\\·•–—\-()[\]]*$/u;
/** A date proper (not a number, not a year alone): a month, a weekday, a numeric date, a time or a relative day. */
const DATE_SIGNAL = new RegExp(
  String.raw`(?<![\p{L}])(?:${MONTHS}|${WEEKDAYS}|today|yesterday)(?![\p{L}])|\b\d{1,2}:\d{2}\b|\b\d{1,4}[/.]\d{1,2}[/.]\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b|\bago\b`,
  'iu',
);
/** A dateline is short: a long text with a date in it is a sentence. */
export const MAX_DATELINE_CHARS = 120;

export interface DatelineParts {
  /** The date the page gives as published (or its only, unlabelled date), as written. */
  published?: string;
  updated?: string;
}

/** The dates a dateline holds, or null when the text is anything more than dates, times and labels. */
export function datelineParts(raw: string): DatelineParts | null {
  // "Nov. 20, 2019Updated: …": a label run into the date before it.
  // Every dateline has a digit: a cheap test before the long patterns, asked of every short block.
  if (raw.length > MAX_DATELINE_CHARS || !/\d/.test(raw)) return null;
  const text = raw.replace(/(\d)(\p{Lu})/gu, '$1 $2');
  if (!DATE_SIGNAL.test(text)) return null;
  if (!ONLY_SEPARATORS.test(withoutDates(text).replace(LABEL, ''))) return null;
  const parts: DatelineParts = {};
  let kind: keyof DatelineParts = 'published';
  let from = 0;
  const take = (end: number) => {
    const value = tidy(text.slice(from, end));
    if (value && DATE_SIGNAL.test(value)) parts[kind] ??= value;
  };
  for (const m of text.matchAll(LABEL)) {
    take(m.index);
    kind = m[1] ? 'updated' : 'published';
    from = m.index + m[0].length;
  }
  take(text.length);
  return parts.published || parts.updated ? parts : null;
}

/** The text with its date and time pieces and their joining words taken out. */
export function withoutDates(text: string): string {
  return text.replace(PIECE, ' ').replace(JOINERS, ' ');
}

/** A date as the compact line shows it: separators between its pieces made plain. */
function tidy(s: string): string {
  return s
    .replace(/\s*[|·•]\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.;:|/\\·•–—-]+|[\s,;:|/\\·•–—-]+$/g, '')
    .trim();
}

const TIME = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:\d{1,2}(?::\d{2}){1,2}(?:\.\d+)?\s*(?:[ap]\.?\s?m\.?)?|\d{1,2}\s*[ap]\.?\s?m\.?)(?![\p{L}\p{N}])(?:\s*(?:${ZONES})(?![\p{L}]))?`,
  'giu',
);
const WEEKDAY_OR_ZONE = new RegExp(String.raw`(?<![\p{L}])(?:${WEEKDAYS}|${ZONES})\.?(?![\p{L}])`, 'giu');
const RELATIVE_WITH_DATE = /^.*\((\d{4}-\d{2}-\d{2})\)\s*$/;

/**
 * The day of a date as the page wrote it, without its time, weekday and time zone:
 * "10:48, Tue, Nov 19, 2019" → "Nov 19, 2019"; "1 day ago (2019-11-19)" → "2019-11-19".
 * Empty when only a time is left ("Updated at 1:23 p.m.").
 */
export function dayOf(date: string): string {
  const dated = RELATIVE_WITH_DATE.exec(date);
  if (dated && /\bago\b|today|yesterday/i.test(date)) return dated[1]!;
  const day = tidy(
    date
      .replace(/\([^)]*\)/g, ' ')
      .replace(/(\d{4}-\d{2}-\d{2})T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?/g, '$1')
      .replace(TIME, ' ')
      .replace(WEEKDAY_OR_ZONE, ' ')
      .replace(/(?<![\p{L}])(?:at|on|às|à|um|a las|ore|om)(?![\p{L}])/giu, ' '),
  ).replace(/\s+,/g, ',').replace(/,(?=\S)/g, ', ');
  // A date shown twice (a visible and a screen-reader copy) is one date.
  const once = /^(.+?)\s+\1$/u.exec(day)?.[1] ?? day;
  return DATE_SIGNAL.test(once) || /\b(?:19|20)\d{2}\b/.test(once) ? once : '';
}
