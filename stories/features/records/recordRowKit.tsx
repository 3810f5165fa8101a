import type { Decorator } from '@storybook/react-vite';
import { vars } from '../../../src/theme/contract.css';

/**
 * Story helper of the records' row stories (not a story file): a row lives in its list (a
 * `<li>` needs its `<ul>`), here the list named `label`, rows spaced as on the page.
 */
export const inRecordList =
  (label: string): Decorator =>
  (Story) => (
    <ul
      aria-label={label}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: vars.space.sm,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      <Story />
    </ul>
  );
