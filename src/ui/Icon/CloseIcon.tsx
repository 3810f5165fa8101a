import { StrokeIcon, type StrokeIconProps } from './Icon';

/** An X: close, clear, dismiss. */
export function CloseIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </StrokeIcon>
  );
}
