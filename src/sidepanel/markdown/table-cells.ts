/** Cells this short (in characters of text) are kept on one line; longer ones wrap between words. */
const SHORT = 32;

/**
 * Marks short table cells so they never wrap: "Lithium-ion" would otherwise break at its hyphen and
 * "1500" at any point in a narrow panel. The table scrolls sideways instead. Runs on sanitised HTML
 * and only adds a class to `<td>`/`<th>` tags the markdown renderer wrote.
 */
export function withShortCells(html: string): string {
  return html.replace(/<(td|th)((?: align="[a-z]+")?)>([\s\S]*?)<\/\1>/g, (whole, tag: string, attrs: string, inner: string) => {
    const text = inner.replace(/<[^>]*>/g, '').replace(/&[#a-z0-9]+;/gi, 'x');
    return text.length <= SHORT ? `<${tag}${attrs} class="short">${inner}</${tag}>` : whole;
  });
}
