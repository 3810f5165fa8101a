/** The slide after `index`, back to the first after the last (rewind). */
export function nextSlide(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index + 1) % count;
}

/** The slide a scroll position shows: the nearest whole slide, within range. */
export function slideAt(scrollLeft: number, slideWidth: number, count: number): number {
  if (count <= 0 || !(slideWidth > 0)) return 0;
  const index = Math.round(scrollLeft / slideWidth);
  return Math.min(count - 1, Math.max(0, index));
}
