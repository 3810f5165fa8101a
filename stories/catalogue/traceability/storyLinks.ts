import { storyNameFromExport, toId } from 'storybook/internal/csf';

/**
 * The auto-title Storybook gives a stories file (.storybook/main.ts: directory '../stories', no
 * prefix): its path under stories/ without `.stories.tsx`, the last segment dropped when it
 * repeats its folder's name (stories/ui/Button/Button.stories.tsx -> 'ui/Button').
 */
export function autoTitle(file: string): string {
  const parts = file
    .replace(/^stories\//, '')
    .replace(/\.stories\.tsx$/, '')
    .split('/');
  const last = parts.at(-1) ?? '';
  const folder = parts.at(-2);
  const same = folder !== undefined && folder.toLowerCase() === last.toLowerCase();
  return (same ? parts.slice(0, -1) : parts).join('/');
}

/** The id Storybook gives a story export: ('stories/ui/Tabs/Tabs.stories.tsx', 'ManyTabs') -> 'ui-tabs--many-tabs'. */
export const storyId = (file: string, exportName: string): string =>
  toId(autoTitle(file), storyNameFromExport(exportName));

/** The sidebar name of a story export ('ManyTabs' -> 'Many Tabs'). */
export const storyName = (exportName: string): string => storyNameFromExport(exportName);
