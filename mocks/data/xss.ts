/**
 * Hostile HTML for the sanitiser: one entry per classic way markup from the back office could run
 * script or move the player elsewhere. The same list feeds the unit test
 * (src/features/content/sanitizeHtml.test.tsx), the `xss-articles` scenario (every article body
 * becomes `XSS_ARTICLE_HTML`) and so the ArticleDetail Hostile story and e2e/content.e2e.mjs.
 *
 * Every payload that could run calls `parent.__vitrineXss('<id>')` (the global spy each harness
 * installs; `parent` is the page itself at the top and the page from inside a same-origin frame),
 * and a few also call `alert`, so a Chromium run notices them as a dialog too. Nothing here
 * fetches the network even when rendered raw: pictures are `data:,` (which fails to decode at
 * once, so `onerror` fires), and no host is real (`.example` is reserved, RFC 2606).
 */
import { activityPeriod, brl, DEPOSIT_BONUS_TIERS, tierTop } from './promoTerms';

/** The name of the global spy every payload calls when it runs. */
export const XSS_SPY = '__vitrineXss';

const call = (id: string) => `parent.${XSS_SPY}('${id}')`;

export type XssPayload = {
  /** Short id, also the argument the payload passes to the spy. */
  id: string;
  /** What it tries. */
  what: string;
  html: string;
};

// `javascript:parent.__vitrineXss('x')` with its letters as numeric character references.
const entityScheme = [...'javascript:'].map((char) => `&#${char.charCodeAt(0)};`).join('');

// A page that calls the spy, as a base64 data: URL (`data:text/html;base64,...`).
const dataPage = (id: string) => `data:text/html;base64,${btoa(`<script>${call(id)}</script>`)}`;

export const XSS_PAYLOADS: readonly XssPayload[] = [
  {
    id: 'script',
    what: 'a script element',
    html: `<script>${call('script')};alert('script')</script>`,
  },
  {
    id: 'script-mixed-case',
    what: 'a script element in mixed case with a data: source',
    html: `<ScRiPt src="data:text/javascript,${call('script-mixed-case')}"></sCrIpT>`,
  },
  {
    id: 'img-onerror',
    what: 'an image whose error handler runs',
    html: `<img src="data:," alt="" onerror="${call('img-onerror')};alert('img')">`,
  },
  {
    id: 'img-javascript-src',
    what: 'an image with a javascript: source and srcset',
    html: `<img src="javascript:${call('img-javascript-src')}" srcset="javascript:${call('img-javascript-src')} 1x" alt="">`,
  },
  {
    id: 'body-onload',
    what: 'a body element with an onload handler',
    html: `<body onload="${call('body-onload')}"><p>corpo</p></body>`,
  },
  {
    id: 'a-onclick',
    what: 'an in-app link with an onclick handler',
    html: `<a href="/gameList?categoryId=103" onclick="${call('a-onclick')}">Ver slots</a>`,
  },
  {
    id: 'p-onmouseover',
    what: 'event handlers on plain text elements',
    html: `<p onmouseover="${call('p-onmouseover')}" onfocus="${call('p-onmouseover')}" tabindex="0">Passe o dedo aqui</p>`,
  },
  {
    id: 'autofocus-onfocus',
    what: 'an autofocused input whose focus handler runs without a tap',
    html: `<input autofocus onfocus="${call('autofocus-onfocus')}" value="x">`,
  },
  {
    id: 'details-ontoggle',
    what: 'an open details element whose toggle handler runs on load',
    html: `<details open ontoggle="${call('details-ontoggle')}"><summary>Detalhes</summary>texto</details>`,
  },
  {
    id: 'a-javascript',
    what: 'a javascript: link',
    html: `<a href="javascript:${call('a-javascript')};alert('link')">Saiba mais</a>`,
  },
  {
    id: 'a-javascript-entities',
    what: 'a javascript: link spelled with numeric character references',
    html: `<a href="${entityScheme}${call('a-javascript-entities')}">Regulamento</a>`,
  },
  {
    id: 'a-javascript-tab',
    what: 'a javascript: link broken by a tab entity and odd case',
    html: `<a href=" JaVa&#x09;ScRiPt:${call('a-javascript-tab')}">Prêmios</a>`,
  },
  {
    id: 'a-javascript-colon',
    what: 'a javascript: link with the colon as a named entity',
    html: `<a href="javascript&colon;${call('a-javascript-colon')}">Termos</a>`,
  },
  {
    id: 'a-data',
    what: 'a data: link to an HTML page with script',
    html: `<a href="${dataPage('a-data')}">Abrir</a>`,
  },
  {
    id: 'a-vbscript',
    what: 'a vbscript: link and a protocol-relative link to another host',
    html: `<a href="vbscript:msgbox(1)">VB</a> <a href="//phishing.example/entrar">Entrar</a>`,
  },
  {
    id: 'svg-onload',
    what: 'an SVG with an onload handler',
    html: `<svg onload="${call('svg-onload')}" width="10" height="10"><circle r="4"></circle></svg>`,
  },
  {
    id: 'svg-script',
    what: 'an SVG holding a script',
    html: `<svg><script>${call('svg-script')}</script></svg>`,
  },
  {
    id: 'svg-xlink',
    what: 'an SVG link and animation setting a javascript: href',
    html: `<svg><a xlink:href="javascript:${call('svg-xlink')}"><text x="0" y="12">svg</text></a><animate attributeName="href" values="javascript:${call('svg-xlink')}"></animate></svg>`,
  },
  {
    id: 'math-href',
    what: 'MathML with a javascript: href',
    html: `<math><mi href="javascript:${call('math-href')}">x</mi><maction actiontype="statusline" xlink:href="javascript:${call('math-href')}">y</maction></math>`,
  },
  {
    id: 'style-tag',
    what: 'a style element with javascript: in url() and @import',
    html: `<style>@import 'javascript:${call('style-tag')}';p{background:url("javascript:${call('style-tag')}")}</style>`,
  },
  {
    id: 'style-attr',
    what: 'style attributes with url(javascript:) and an IE expression()',
    html: `<p style="background-image:url(javascript:${call('style-attr')});width:expression(${call('style-attr')})">Estilo</p>`,
  },
  {
    id: 'form-action',
    what: 'a form posting to javascript: and a button with formaction',
    html: `<form action="javascript:${call('form-action')}"><input name="cpf"><button formaction="javascript:${call('form-action')}">Enviar</button></form>`,
  },
  {
    id: 'input-image',
    what: 'an image input whose error handler runs',
    html: `<input type="image" src="data:," onerror="${call('input-image')}">`,
  },
  {
    id: 'iframe-javascript',
    what: 'an iframe with a javascript: source',
    html: `<iframe src="javascript:${call('iframe-javascript')}"></iframe>`,
  },
  {
    id: 'iframe-srcdoc',
    what: 'an iframe whose srcdoc holds a script',
    html: `<iframe srcdoc="&lt;script&gt;${call('iframe-srcdoc')}&lt;/script&gt;"></iframe>`,
  },
  {
    id: 'object-embed',
    what: 'object and embed with data: pages',
    html: `<object data="${dataPage('object-embed')}"></object><embed src="${dataPage('object-embed')}">`,
  },
  {
    id: 'meta-refresh',
    what: 'a meta refresh to javascript: and to another site',
    html: `<meta http-equiv="refresh" content="0;url=javascript:${call('meta-refresh')}"><meta http-equiv="refresh" content="0;url=https://phishing.example/">`,
  },
  {
    id: 'base-href',
    what: 'a base element that would turn relative links into javascript:',
    html: `<base href="javascript:${call('base-href')}//"><a href="relativo">relativo</a>`,
  },
  {
    id: 'media-onerror',
    what: 'video and audio sources whose error handlers run',
    html: `<video><source src="data:," onerror="${call('media-onerror')}"></video><audio src="data:," onerror="${call('media-onerror')}"></audio>`,
  },
  {
    id: 'link-template',
    what: 'a stylesheet link to javascript: and a template holding a handler',
    html: `<link rel="stylesheet" href="javascript:${call('link-template')}"><template><img src="data:," onerror="${call('link-template')}"></template>`,
  },
  {
    id: 'clobbering',
    what: 'id and name attributes that would replace the spy (DOM clobbering)',
    html: `<img name="${XSS_SPY}" src="data:," alt=""><a id="${XSS_SPY}" href="/promotion">clobber</a>`,
  },
  // Mutation XSS last: the first leaves elements open, which would swallow what follows it.
  {
    id: 'noscript-mxss',
    what: 'the noscript title breakout (mutation XSS)',
    html: `<noscript><p title="</noscript><img src=data:, onerror=${call('noscript-mxss')}>"></p></noscript>`,
  },
  {
    id: 'comment-mxss',
    what: 'markup hidden in a comment that a re-parse could revive',
    html: `<!--<img src="--><img src="data:," onerror="${call('comment-mxss')}">-->`,
  },
  {
    id: 'math-mxss',
    what: 'the form/MathML/style namespace confusion (the DOMPurify 2.0.0 bypass)',
    html: `<form><math><mtext></form><form><mglyph><style></math><img src="data:," onerror="${call('math-mxss')}">`,
  },
];

/**
 * The hostile article body: readable rules, a safe in-app link, then every payload, so a safe
 * render still shows the text and the link (the e2e journey and the story look for them).
 */
export const XSS_ARTICLE_HTML =
  '<h2>Regras da promoção</h2>' +
  `<p>Válido para depósitos a partir de <strong>${brl(tierTop(DEPOSIT_BONUS_TIERS).min)}</strong>.</p>` +
  `<ul><li>Rollover de 3x</li><li>Até ${activityPeriod(6).text.split(' a ')[1]}</li></ul>` +
  '<p>Veja também os <a href="/gameList?categoryId=103">jogos de slots</a>.</p>' +
  XSS_PAYLOADS.map((payload) => payload.html).join('');
