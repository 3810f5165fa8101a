import { StrokeIcon, type StrokeIconProps } from './Icon';

/** A check in a circle: it worked. */
export function SuccessIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M7.5 12.5l3 3 6-6.5" />
    </StrokeIcon>
  );
}
