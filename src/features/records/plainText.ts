/** Elements that end a paragraph of the plain text. */
const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BR',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
]);

/** Elements whose text is not content (code, styles, templates). */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'IFRAME', 'OBJECT', 'SVG']);

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The text of server HTML (an activity's rules) as paragraphs, for rendering as plain text.
 *
 * Why not render the HTML: it comes from the operator's back office, and putting it into the
 * page as markup (innerHTML) would run whatever it carries (an `<img onerror>`, a link to
 * `javascript:`); sanitising it properly is a job for a vetted sanitiser, which the app does not
 * ship yet. So for now the rules are read, not rendered: DOMParser builds an inert document (no
 * script runs, no image loads, nothing joins the page), only its text is taken, and block
 * elements (paragraphs, headings, list items, line breaks) become paragraph breaks so the rules
 * keep their shape. Entities are decoded by the parser. Text that holds no tag is split on its
 * line breaks.
 */
export function htmlToParagraphs(html: string): string[] {
  if (!/[<&]/.test(html)) return html.split(/\n+/).map(collapse).filter(Boolean);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const paragraphs: string[] = [];
  let current = '';
  const flush = () => {
    const text = collapse(current);
    if (text) paragraphs.push(text);
    current = '';
  };
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      current += node.textContent ?? '';
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const tag = (node as Element).tagName.toUpperCase();
    if (SKIPPED.has(tag)) return;
    const block = BLOCKS.has(tag);
    if (block) flush();
    if (tag === 'LI') current += '• ';
    node.childNodes.forEach(walk);
    if (block) flush();
  };
  doc.body.childNodes.forEach(walk);
  flush();
  return paragraphs;
}
