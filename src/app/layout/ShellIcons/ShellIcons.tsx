import { StrokeIcon } from '../../../ui/IconButton/StrokeIcon';

/*
 * The shell's stroke icons (ui's StrokeIcon: a 24-unit grid in currentColor, so they follow the
 * state of the link or button around them; aria-hidden, that element carries the name).
 */

/** A house: the home tab. */
export function HomeIcon() {
  return (
    <StrokeIcon>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9v11a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9" />
    </StrokeIcon>
  );
}

/** A wrapped gift: the promotion tab. */
export function GiftIcon() {
  return (
    <StrokeIcon>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13" />
      <path d="M12 8c-1.5-3.5-5.5-4.5-6-2s3 2 6 2zM12 8c1.5-3.5 5.5-4.5 6-2s-3 2-6 2z" />
    </StrokeIcon>
  );
}

/** A wallet with a plus: the deposit tab. */
export function DepositIcon() {
  return (
    <StrokeIcon>
      <path d="M19 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h14a1 1 0 0 1 1 1v3" />
      <path d="M3 6v12a2 2 0 0 0 2 2h9" />
      <path d="M19 15v6M16 18h6" />
    </StrokeIcon>
  );
}

/** A trophy: the activity tab. */
export function TrophyIcon() {
  return (
    <StrokeIcon>
      <path d="M8 4h8v6a4 4 0 0 1-8 0z" />
      <path d="M8 6H5a1 1 0 0 0-1 1c0 2.5 1.8 4 4 4M16 6h3a1 1 0 0 1 1 1c0 2.5-1.8 4-4 4" />
      <path d="M12 14v3M8 21h8M9 21l1-4h4l1 4" />
    </StrokeIcon>
  );
}

/** A head and shoulders: the profile tab. */
export function PersonIcon() {
  return (
    <StrokeIcon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </StrokeIcon>
  );
}

/** Three lines: opens the side menu. */
export function MenuIcon() {
  return (
    <StrokeIcon>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </StrokeIcon>
  );
}

/** A globe: the language picker. */
export function GlobeIcon() {
  return (
    <StrokeIcon>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </StrokeIcon>
  );
}

/** A magnifier: game search. */
export function SearchIcon() {
  return (
    <StrokeIcon>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </StrokeIcon>
  );
}

/** A headset: customer service. */
export function HeadsetIcon() {
  return (
    <StrokeIcon>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19c0 1.5-1.5 2.5-4 2.5h-2" />
    </StrokeIcon>
  );
}

/** An up arrow with a bar: back to top. */
export function ToTopIcon() {
  return (
    <StrokeIcon>
      <path d="M5 4h14M12 20V9M6.5 14.5 12 9l5.5 5.5" />
    </StrokeIcon>
  );
}

/** A chevron pointing right: a row that opens something. */
export function ChevronRightIcon() {
  return (
    <StrokeIcon>
      <path d="m9 6 6 6-6 6" />
    </StrokeIcon>
  );
}

/** A small chevron pointing down: the wallet chip opens the wallet. */
export function ChevronDownIcon() {
  return (
    <StrokeIcon>
      <path d="m7 10 5 5 5-5" />
    </StrokeIcon>
  );
}
