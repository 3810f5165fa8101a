import { StrokeIcon, type StrokeIconProps } from './Icon';

/** An up arrow under a bar: back to top. */
export function ToTopIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 4h14M12 20V9M6.5 14.5 12 9l5.5 5.5" />
    </StrokeIcon>
  );
}
