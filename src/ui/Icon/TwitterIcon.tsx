import { StrokeIcon, type StrokeIconProps } from './Icon';

/**
 * An X: Twitter (X). A plain line drawing, not the brand's logo (the share sheet names the app
 * under it); drawn at a lighter weight.
 */
export function TwitterIcon({ className, strokeWidth = 1.8 }: StrokeIconProps) {
  return (
    <StrokeIcon className={className} strokeWidth={strokeWidth}>
      <path d="M5 4l14 16M19 4L5 20" />
    </StrokeIcon>
  );
}
