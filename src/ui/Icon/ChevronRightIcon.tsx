import { StrokeIcon, type StrokeIconProps } from './Icon';

/** A chevron pointing right: scroll a row on. */
export function ChevronRightIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M9 5l7 7-7 7" />
    </StrokeIcon>
  );
}
