import { StrokeIcon, type StrokeIconProps } from './Icon';

/** Three lines: opens the side menu. */
export function MenuIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </StrokeIcon>
  );
}
