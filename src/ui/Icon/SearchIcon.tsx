import { StrokeIcon, type StrokeIconProps } from './Icon';

/** A magnifier: game search. */
export function SearchIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </StrokeIcon>
  );
}
