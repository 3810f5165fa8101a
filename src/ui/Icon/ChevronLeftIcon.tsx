import { StrokeIcon, type StrokeIconProps } from './Icon';

/** A chevron pointing left: back, or scroll a row back. */
export function ChevronLeftIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M15 5l-7 7 7 7" />
    </StrokeIcon>
  );
}
