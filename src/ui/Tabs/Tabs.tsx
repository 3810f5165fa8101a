import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './Tabs.css';

export type TabItem<V extends string> = {
  value: V;
  label: string;
};

type TabsProps<V extends string> = {
  items: readonly TabItem<V>[];
  /** The selected tab (controlled). */
  value: V;
  /** A different tab was chosen; never called for the tab already selected, nor while busy. */
  onChange: (value: V) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** The selected tab's content is loading: choices are ignored and the panel is aria-busy. */
  busy?: boolean;
  /** Share the width equally (a few short tabs) instead of sizing each to its label. */
  stretch?: boolean;
  /** Content of the selected tab's panel. */
  children?: ReactNode;
};

/**
 * WAI-ARIA tabs with manual activation: arrow keys, Home and End move focus along the tabs
 * (roving tabindex, only the selected tab is in the Tab order), click, Enter or Space select.
 * Manual activation suits tabs that fetch: moving through them loads nothing. Spec 4 (big-win
 * tabs): "A tab click loads its list; ignored while loading or when already active", so the
 * selected tab and every tab while `busy` do not call `onChange`. Overflowing tabs scroll
 * sideways and the selected one is kept in view.
 */
export function Tabs<V extends string>({
  items,
  value,
  onChange,
  label,
  busy = false,
  stretch = false,
  children,
}: TabsProps<V>) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = `${id}-panel`;
  const selectedIndex = items.findIndex((item) => item.value === value);
  // With no tab selected the first one takes the Tab stop, so the list stays reachable.
  const tabStop = Math.max(selectedIndex, 0);

  useEffect(() => {
    const list = listRef.current;
    const tab = list?.children[selectedIndex] as HTMLElement | undefined;
    if (!list || !tab) return;
    // Scroll only the list, and only when the selected tab is cut off: then centre it, so the
    // cut-off neighbours on both sides show there is more to swipe to.
    const reveal = () => {
      const listBox = list.getBoundingClientRect();
      const tabBox = tab.getBoundingClientRect();
      if (tabBox.left >= listBox.left && tabBox.right <= listBox.right) return;
      const offset = tabBox.left + tabBox.width / 2 - (listBox.left + listBox.width / 2);
      list.scrollLeft += Math.round(offset);
    };
    if (typeof ResizeObserver === 'undefined') {
      reveal();
      return;
    }
    // The observer's first call comes right after the next layout, before paint: reading the
    // boxes there costs nothing, where reading them now forced a layout of the whole page while
    // the home was loading (a long task on a mid-range phone). Later calls: the list laid out
    // anew (first shown after a hidden mount, web font swapped in, phone rotated).
    const observer = new ResizeObserver(reveal);
    observer.observe(list);
    return () => observer.disconnect();
  }, [selectedIndex]);

  const select = (next: V) => {
    if (busy || next === value) return;
    onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const tabs = Array.from(listRef.current?.children ?? []) as HTMLElement[];
    const current = tabs.indexOf(event.currentTarget);
    if (current === -1 || tabs.length === 0) return;
    const last = tabs.length - 1;
    const moves: Partial<Record<string, number>> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    tabs[target]?.focus();
  };

  return (
    <div className={styles.root}>
      <div
        ref={listRef}
        className={styles.list}
        role="tablist"
        aria-label={label}
        aria-busy={busy || undefined}
      >
        {items.map((item, index) => {
          const selected = index === selectedIndex;
          return (
            <button
              key={item.value}
              id={tabId(index)}
              type="button"
              role="tab"
              className={styles.tab({ stretch })}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={index === tabStop ? 0 : -1}
              onClick={() => select(item.value)}
              onKeyDown={onKeyDown}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        id={panelId}
        className={styles.panel}
        role="tabpanel"
        aria-labelledby={selectedIndex === -1 ? undefined : tabId(selectedIndex)}
        aria-busy={busy || undefined}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
