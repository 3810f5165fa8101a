import { StrokeIcon, type StrokeIconProps } from './Icon';

/** An X in a circle: it failed. */
export function DangerIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 9l6 6M15 9l-6 6" />
    </StrokeIcon>
  );
}
