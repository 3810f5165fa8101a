import { StrokeIcon, type StrokeIconProps } from './Icon';

/** A shorter chevron pointing right: a menu row that opens something. */
export function ChevronRightSmallIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="m9 6 6 6-6 6" />
    </StrokeIcon>
  );
}
