/**
 * Posts a story quotes from social networks (a tweet, an Instagram or TikTok post) arrive as a
 * `<blockquote>` inside a wrapper such as `<div class="social-media-embed">`. Readability drops that
 * wrapper, and the quoted post with it, though a reader sees the post as part of the story: it throws
 * away blocks named "social" before scoring, and later any small div whose text is a fifth links
 * (a post is its text, a link or two and a date link). So the wrappers that hold nothing but the post
 * are unwrapped: the blockquote, which Readability keeps, stands in the story's text on its own.
 */
/** `blockquote.twitter-tweet` and the like: a blockquote with one of these class tokens (as CSS splits them). */
const POST_CLASSES = ['twitter-tweet', 'instagram-media', 'tiktok-embed', 'reddit-embed-bq', 'bluesky-embed', 'mastodon-embed'];
const EMBEDDED_POST_CLASS = new RegExp(`(?:^|\\s)(?:${POST_CLASSES.join('|')})(?:$|\\s)`);
/** What prepare-content's walk collects for this rule; `isEmbeddedPost` is the same as a plain check. */
export const EMBEDDED_POST = POST_CLASSES.map((c) => `blockquote.${c}`).join(', ');
const WRAPPERS = new Set(['DIV', 'SECTION', 'FIGURE', 'ASIDE', 'SPAN', 'P']);
/** How much text a wrapper may add around the post (a caption line, a script's fallback). */
const SLACK_CHARS = 80;
const MAX_LEVELS = 3;

export function isEmbeddedPost(_el: Element, name: string, cls: string): boolean {
  return name === 'BLOCKQUOTE' && EMBEDDED_POST_CLASS.test(cls);
}

/** Unwraps, under `body`, the wrappers around `posts` (embedded posts, in document order). */
export function keepEmbeddedPosts(posts: readonly Element[], body: Element): void {
  for (const post of posts) {
    const postLength = (post.textContent ?? '').length;
    for (let level = 0; level < MAX_LEVELS; level++) {
      const wrapper = post.parentElement;
      if (!wrapper || wrapper === body || !WRAPPERS.has(wrapper.nodeName)) break;
      if ((wrapper.textContent ?? '').length > postLength + SLACK_CHARS) break;
      wrapper.replaceWith(...Array.from(wrapper.childNodes));
    }
  }
}
