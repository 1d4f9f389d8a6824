/**
 * Checks around every request the fast path sends, one hop at a time. The background implements it
 * per browser (src/background/net-guard): the URL policy, Firefox's DNS answer, the address a
 * response came from on Chromium, and where an opaque redirect points. Every method throws a
 * SidelightError (code `refused-url`) to refuse; a refusal never says what the host answered.
 */
export interface HopGuard {
  /** Before `url` is requested (the first URL and every redirect target). */
  beforeRequest(url: string, signal: AbortSignal): Promise<void>;
  /**
   * After `url` answered, before anything it sent is used: e.g. refuse a response that came from a
   * private address. `redirected` is true for a redirect answer.
   */
  afterResponse(url: string, redirected: boolean, signal: AbortSignal): Promise<void>;
  /**
   * Where a redirect from `url` points when the browser hides the Location header (fetch with
   * `redirect: 'manual'` yields an opaque response in browsers); null when it cannot be known.
   */
  redirectTarget(url: string, signal: AbortSignal): Promise<string | null>;
  /**
   * The hop for `url` is over (answered, redirected, refused or failed): what the guard held for it
   * (the browser's record of that one request) can go.
   */
  hopDone?(url: string): void;
  /**
   * What the browser should add to the request for `url` (sent just after `beforeRequest`): on
   * Chromium `targetAddressSpace: 'public'`, so the browser itself refuses to send it to a private
   * address. Nothing by default.
   */
  requestOptions?(url: string): HopRequestOptions;
  /**
   * The request for `url` failed before any answer. Throws a refusal when the browser's own address
   * check stopped it; `'retry'` sends it once more (after `beforeRequest` again, with whatever
   * `requestOptions` then says); `'failed'` leaves it an ordinary network failure.
   */
  requestFailed?(url: string, signal: AbortSignal): Promise<'retry' | 'failed'>;
}

/**
 * Fetch options the guard may add. `targetAddressSpace` is Chromium's (Local Network Access): the
 * address space the request must reach, checked once connected and before a byte is sent — TypeScript's
 * RequestInit does not know it yet.
 */
export interface HopRequestOptions {
  targetAddressSpace?: 'public';
}

/** No checks beyond the caller's: Node tools (page2md) and tests of other behaviour. */
export const OPEN_HOP_GUARD: HopGuard = {
  beforeRequest: async () => {},
  afterResponse: async () => {},
  redirectTarget: async () => null,
};
