import { StrokeIcon, type StrokeIconProps } from './Icon';

/** A head and shoulders in outline: the profile tab. */
export function PersonIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </StrokeIcon>
  );
}
