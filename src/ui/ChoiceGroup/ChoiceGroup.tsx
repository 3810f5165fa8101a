import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import * as styles from './ChoiceGroup.css';

type ChoiceGroupProps = Omit<ComponentPropsWithoutRef<'fieldset'>, 'className' | 'children'> & {
  /** What the group asks ("Forma de pagamento"): the group's accessible name. */
  legend: ReactNode;
  /** An id for the legend, for a group that names itself with aria-labelledby. */
  legendId?: string;
  /** Space between the legend, the tiles and any line under them. */
  gap?: 'xs' | 'sm';
  /** The tiles, laid out by the caller (a row, a grid), and any note under them. */
  children: ReactNode;
};

/**
 * A radio group drawn as tiles: a fieldset whose legend names the group. The tiles keep native
 * radios, so the arrow keys move the choice, Tab enters and leaves the group in one stop, and a
 * screen reader says "1 de 3". Other fieldset attributes (aria-busy, aria-describedby) pass on.
 */
export function ChoiceGroup({ legend, legendId, gap = 'xs', children, ...rest }: ChoiceGroupProps) {
  return (
    <fieldset {...rest} className={styles.group({ gap })}>
      <legend id={legendId} className={styles.legend}>
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

export type ChoiceTileShape = 'box' | 'round';

type ChoiceTileProps = {
  /** The group's radio name: the same for every tile of one group. */
  name: string;
  value: string | number;
  checked: boolean;
  /** This tile was chosen (tap, click, arrow key). */
  onSelect: () => void;
  /** Kept in its place but not choosable; a box tile is drawn flat and dashed. */
  disabled?: boolean;
  /** Id of a sentence that says more about this choice (why it is unavailable). */
  describedBy?: string;
  shape?: ChoiceTileShape;
  /** The caller's layout inside the tile (a column of name and note, a picture's size). */
  className?: string;
  /** What the tile shows; its text is the radio's name. */
  children: ReactNode;
};

/** One choice of a `ChoiceGroup`: a label around a hidden native radio. */
export function ChoiceTile({
  name,
  value,
  checked,
  onSelect,
  disabled,
  describedBy,
  shape = 'box',
  className,
  children,
}: ChoiceTileProps) {
  return (
    <label className={joined(styles.tile({ shape }), className)}>
      <input
        className={styles.input}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={onSelect}
      />
      {children}
    </label>
  );
}

type ChoicePlaceholderProps = {
  shape?: ChoiceTileShape;
  className?: string;
  /** The skeleton that holds the tile's place. */
  children: ReactNode;
};

/** A tile's place while the choices load: the same box, so nothing moves when they arrive. */
export function ChoicePlaceholder({ shape = 'box', className, children }: ChoicePlaceholderProps) {
  return <span className={joined(styles.tile({ shape }), className)}>{children}</span>;
}

function joined(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}
