/**
 * Theme-independent scales shared by every theme. Spec section 9 gives the frame sizes
 * (layout max width 500 px, page max width 375 px).
 */
export const scales = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', xl: '16px', pill: '999px' },
  font: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    numeric: "'Inter', system-ui, sans-serif",
  },
  fontSize: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '22px',
    xxl: '28px',
  },
  fontWeight: { regular: '400', medium: '600', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  zIndex: {
    base: '0',
    sticky: '10',
    header: '20',
    tabBar: '30',
    float: '40',
    sheet: '50',
    dialog: '60',
    toast: '70',
  },
  size: {
    touchTarget: '44px',
    iconSm: '16px',
    iconMd: '24px',
    iconLg: '32px',
    frameMaxWidth: '500px',
    pageMaxWidth: '375px',
    headerHeight: '56px',
    tabBarHeight: '60px',
  },
  motion: {
    durationFast: '120ms',
    durationBase: '200ms',
    durationSlow: '320ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
} as const;
