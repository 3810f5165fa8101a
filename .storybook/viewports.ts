/** Viewports designers review in; the first is the default (spec 9: mobile-first, 375 page). */
export const viewports = {
  phone: { name: 'Celular 375×812', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  phoneSmall: {
    name: 'Android 360×800',
    styles: { width: '360px', height: '800px' },
    type: 'mobile',
  },
  desktop: {
    name: 'Desktop 1280×800',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;

export type ViewportName = keyof typeof viewports;
export const defaultViewport: ViewportName = 'phone';

/** Pixel size of a viewport, for the test runner. */
export function viewportSize(name: string | undefined): { width: number; height: number } {
  const entry = viewports[(name ?? defaultViewport) as ViewportName] ?? viewports[defaultViewport];
  return { width: parseInt(entry.styles.width, 10), height: parseInt(entry.styles.height, 10) };
}
