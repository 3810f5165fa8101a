import { StrokeIcon, type StrokeIconProps } from './Icon';

/**
 * An f: Facebook. A plain line drawing, not the brand's logo (the share sheet names the app under
 * it); drawn at a lighter weight.
 */
export function FacebookIcon({ className, strokeWidth = 1.8 }: StrokeIconProps) {
  return (
    <StrokeIcon className={className} strokeWidth={strokeWidth}>
      <path d="M14.5 8H17V4.5h-2.5A3.5 3.5 0 0 0 11 8v2.5H8.5V14H11v6.5h3.5V14H17l.5-3.5h-3z" />
    </StrokeIcon>
  );
}
