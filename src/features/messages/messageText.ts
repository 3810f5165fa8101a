/** How much of a message's text a row shows: the row cuts it to one line anyway. */
const EXCERPT_LENGTH = 140;

/** Elements whose text is not what the message says (code, styles, embedded documents). */
const SKIPPED = 'script, style, template, noscript, iframe, object, embed, svg, math, title';

/** Elements that end a run of text: their neighbours' words must not run together. */
const BLOCKS =
  'address, article, aside, blockquote, br, dd, div, dl, dt, figcaption, figure, footer, ' +
  'h1, h2, h3, h4, h5, h6, header, hr, li, ol, p, pre, section, table, td, th, tr, ul';

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The opening words of a message's body (server HTML, spec 7 memberMessage) as plain text, for
 * its row in the list. The body itself is shown only through SafeHtml when the message is
 * opened; here no markup reaches the page at all: DOMParser builds an inert document (no script
 * runs, no picture loads, nothing joins the page) and only its text is kept, block by block, so
 * "<p>Olá</p><p>Tudo bem?</p>" reads "Olá Tudo bem?". Text without tags is taken as it is.
 */
export function messageExcerpt(html: string, length = EXCERPT_LENGTH): string {
  let text: string;
  if (!/[<&]/.test(html)) {
    text = collapse(html);
  } else {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    for (const node of Array.from(doc.body.querySelectorAll(SKIPPED))) node.remove();
    for (const block of Array.from(doc.body.querySelectorAll(BLOCKS))) block.after(' ');
    text = collapse(doc.body.textContent ?? '');
  }
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}
