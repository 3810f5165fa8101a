/**
 * The page-wide side effects of open modals, shared by every modal layer (sheet, dialog): the
 * rest of the page is made `inert` and the background stops scrolling. Layers register in open
 * order, so a dialog opened over a sheet makes the sheet inert too, and closing it gives the
 * sheet back.
 */

/** Put this attribute on a body child that must stay usable under a modal (the toast stack). */
export const MODAL_KEEP_ATTRIBUTE = 'data-modal-keep';

const layers: HTMLElement[] = [];
/** Elements this module made inert; anything inert before a modal opened is left alone. */
const madeInert = new Set<Element>();
const NEVER_INERT = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT']);

let savedScroll: { overflow: string; paddingRight: string } | null = null;

/** Whether `layer` is the topmost open modal (only it reacts to Esc and Tab). */
export function isTopLayer(layer: HTMLElement): boolean {
  return layers[layers.length - 1] === layer;
}

/** Registers an open layer (a direct child of `document.body`) and updates the page. */
export function pushLayer(layer: HTMLElement): void {
  if (!layers.includes(layer)) layers.push(layer);
  sync();
}

/** Unregisters a closing layer and gives the page back once no layer is left. */
export function removeLayer(layer: HTMLElement): void {
  const index = layers.indexOf(layer);
  if (index >= 0) layers.splice(index, 1);
  sync();
}

function sync(): void {
  const top = layers[layers.length - 1];
  for (const child of Array.from(document.body.children)) {
    const keep =
      !top ||
      child === top ||
      child.hasAttribute(MODAL_KEEP_ATTRIBUTE) ||
      NEVER_INERT.has(child.tagName);
    if (keep) {
      if (madeInert.delete(child)) (child as HTMLElement).inert = false;
    } else if (!(child as HTMLElement).inert) {
      (child as HTMLElement).inert = true;
      madeInert.add(child);
    }
  }
  // A layer removed from the DOM before it unregistered (an unmount) is no longer a child.
  for (const element of madeInert) {
    if (!top || element.parentElement !== document.body) {
      (element as HTMLElement).inert = false;
      madeInert.delete(element);
    }
  }
  if (top) lockScroll();
  else unlockScroll();
}

/**
 * `overflow: hidden` on <html> stops the page scrolling behind the modal. Hiding a classic
 * scrollbar would widen the page and shift the centred column, so the body gets the scrollbar's
 * width as extra right padding (overlay scrollbars measure 0 and need nothing).
 */
function lockScroll(): void {
  if (savedScroll) return;
  const html = document.documentElement;
  const body = document.body;
  const scrollbarWidth = window.innerWidth - html.clientWidth;
  savedScroll = { overflow: html.style.overflow, paddingRight: body.style.paddingRight };
  if (scrollbarWidth > 0) {
    const padding = parseFloat(getComputedStyle(body).paddingRight) || 0;
    body.style.paddingRight = `${padding + scrollbarWidth}px`;
  }
  html.style.overflow = 'hidden';
}

function unlockScroll(): void {
  if (!savedScroll) return;
  document.documentElement.style.overflow = savedScroll.overflow;
  document.body.style.paddingRight = savedScroll.paddingRight;
  savedScroll = null;
}
