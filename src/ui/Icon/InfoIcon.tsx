import { StrokeIcon, type StrokeIconProps } from './Icon';

/** An i in a circle: information. */
export function InfoIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.01" />
    </StrokeIcon>
  );
}
