import { StrokeIcon, type StrokeIconProps } from './Icon';

type BrokenImageIconProps = StrokeIconProps & {
  /**
   * Colours the gap around the slash: it must be the colour of whatever the icon sits on, which
   * only the caller knows.
   */
  cutClassName: string;
};

/**
 * A picture struck through: an image that failed to load. The slash is cut out of the frame by
 * a wider stroke in the background colour drawn under it.
 */
export function BrokenImageIcon({
  className,
  strokeWidth = 1.75,
  cutClassName,
}: BrokenImageIconProps) {
  return (
    <StrokeIcon className={className} strokeWidth={strokeWidth}>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="M3.5 17l5-5 4 4 2.5-2.5 5 5" />
      <circle cx="15.5" cy="9.5" r="1.5" />
      <path className={cutClassName} d="M4 3l16 18" strokeWidth="4.5" />
      <path d="M4 3l16 18" />
    </StrokeIcon>
  );
}
