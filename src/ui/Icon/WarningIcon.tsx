import { StrokeIcon, type StrokeIconProps } from './Icon';

/** An exclamation mark in a triangle: take care. */
export function WarningIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 3.5L21.5 20h-19z" />
      <path d="M12 8v5M12 16.5v.01" />
    </StrokeIcon>
  );
}
