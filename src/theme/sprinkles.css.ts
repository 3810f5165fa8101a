import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';

/*
 * Layout atoms only: how a block lays out its parts and the space around them. Fill, edge and
 * shadow come from the surface recipe (src/ui/Surface/surface.css.ts) and type from each
 * component. An element takes each property from one place: rules of one specificity in two
 * files would otherwise depend on the order the two style sheets load in.
 */
const layout = defineProperties({
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    // Equal columns that shrink below their content's width, so a long word wraps in its cell
    // instead of widening one column (a row of shortcuts, a grid of figures).
    gridTemplateColumns: {
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
    },
    gap: vars.space,
    padding: vars.space,
    paddingInline: vars.space,
    paddingBlock: vars.space,
  },
});

/**
 * Layout atoms for a style file: `sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' })`
 * is a column of parts 8 px apart. Compose with `style([sprinkles(...), { ... }])` for the rest.
 */
export const sprinkles = createSprinkles(layout);
export type Sprinkles = Parameters<typeof sprinkles>[0];
