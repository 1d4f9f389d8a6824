/**
 * WordPress shortcodes a theme failed to expand, left in the text as markup: `[button link="…"
 * type="big"] Send us YOUR kit review[/button]`, `[caption id="…" align="…"]A caption[/caption]`. A
 * paragraph that is only a button's shortcode is a control, not the story: it goes. Elsewhere the tags
 * go and the words they wrap stay. Only a pair — `[name …]…[/name]` — counts: a lone `[Photo]` or
 * `[1]` is text.
 */
const PAIR = /\[([a-z][\w-]*)(?:\s[^\]]*)?\]([\s\S]*?)\[\/\1\]/gi;
const BUTTON = /^(?:button|btn|cta|su_button|vc_btn|vc_button|maxbutton|fusion_button|et_pb_button)$/i;

export function dropShortcodes(article: Element): void {
  // Cheap pre-check: pages without a closing tag's text pay one read of the text.
  if (!(article.textContent ?? '').includes('[/')) return;
  for (const p of Array.from(article.querySelectorAll('p, li, div'))) {
    if (!article.contains(p) || p.querySelector('p, li, div')) continue;
    const text = (p.textContent ?? '').trim();
    if (!text.includes('[/')) continue;
    const whole = /^\[([a-z][\w-]*)(?:\s[^\]]*)?\][\s\S]*\[\/\1\]$/i.exec(text);
    if (whole && BUTTON.test(whole[1]!)) {
      p.remove();
      continue;
    }
    for (const node of Array.from(p.childNodes)) {
      if (node.nodeType === 3 && node.nodeValue?.includes('[/')) node.nodeValue = node.nodeValue.replace(PAIR, (_, name: string, inner: string) => (BUTTON.test(name) ? '' : inner));
    }
  }
}
