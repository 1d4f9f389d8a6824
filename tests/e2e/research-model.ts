/**
 * The scripted model's side of a deep research, for the Chromium and Firefox end-to-end tests: it
 * answers each request by what it asks (plan, a sub-question's search → open → notes, the report
 * from the notes it is given), since parallel sub-questions reach it in no fixed order.
 */
import type { ScriptedTurn } from '../support/model-server';

export type WireMessage = { role: string; content: string };
export type Topic = { sub: string; query: string; path: string; fact: string; line: number };

export const SOLAR = 'What efficiency have tandem solar cells reached?';
export const BATTERY = 'How dense are solid-state battery cells in pilot production?';
export const TIDES = 'What is the history of tidal power stations?';

/** The model's side of a research: plan, each sub-question's search → open → notes, the report from the notes it is given. */
export function researchModel(topics: Topic[], siteUrl: string, o: { plan: string[]; slow?: string; slowReport?: boolean }): (body: Record<string, unknown>) => ScriptedTurn {
  return (body) => {
    const messages = body.messages as WireMessage[];
    const system = messages[0]?.content ?? '';
    const user = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
    if (system.startsWith('You plan web research')) return { content: `Plan:\n${o.plan.map((p, i) => `${i + 1}. ${p}`).join('\n')}` };
    if (system.startsWith('You write a research report')) {
      const sections = [...user.replace('Write the report now.', '').matchAll(/### \d+\. (.+)\n([^#]*)/g)].map((m) => ({ sub: m[1]!, notes: m[2]!.trim() }));
      const cited = (n: string) => /【\d+†L\d+/.test(n);
      const summary = sections.find((s) => cited(s.notes))?.notes.split('\n')[0] ?? 'Nothing was found.';
      const body = sections.map((s) => `## ${s.sub}\n\n${cited(s.notes) ? s.notes.split('\n').filter(cited).join('\n\n') : 'Nothing was found.'}`);
      const content = ['## Summary', '', summary, '', ...body, '', '## What I could not find', '', 'Nothing important.'].join('\n');
      // A slow writer: the summary at once, then the rest a few seconds a piece (lets a test press Stop mid-report).
      const head = `## Summary\n\n${summary}\n\n`;
      return o.slowReport ? { content, chunkSize: head.length, delayMs: 4000 } : { content };
    }
    const topic = topics.find((t) => messages.some((m) => m.role === 'user' && m.content.includes(t.sub)));
    if (!topic) return { content: 'Not found: nothing on this.' };
    const tools = messages.filter((m) => m.role === 'tool').length;
    const slow = topic.sub === o.slow ? { content: '…', chunkSize: 1, delayMs: 8000 } : {};
    if (tools === 0) return { ...slow, toolCalls: [{ name: 'browser.search', arguments: { query: topic.query } }] };
    if (tools === 1) return { toolCalls: [{ name: 'browser.open', arguments: { id: `${siteUrl}${topic.path}` } }] };
    return { content: `${topic.fact}【1†L${topic.line}】\nNot found: independent confirmation.` };
  };
}

