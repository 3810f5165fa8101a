import { StrokeIcon, type StrokeIconProps } from './Icon';

/**
 * A rounded camera: Instagram. A plain line drawing, not the brand's logo (the share sheet names
 * the app under it); drawn at a lighter weight.
 */
export function InstagramIcon({ className, strokeWidth = 1.8 }: StrokeIconProps) {
  return (
    <StrokeIcon className={className} strokeWidth={strokeWidth}>
      <rect x="4" y="4" width="16" height="16" rx="4.5" />
      <circle cx="12" cy="12" r="3.6" />
      <path d="M16.8 7.2v.01" />
    </StrokeIcon>
  );
}
