import { StrokeIcon, type StrokeIconProps } from './Icon';

/** A trophy: the activity tab. */
export function TrophyIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M8 4h8v6a4 4 0 0 1-8 0z" />
      <path d="M8 6H5a1 1 0 0 0-1 1c0 2.5 1.8 4 4 4M16 6h3a1 1 0 0 1 1 1c0 2.5-1.8 4-4 4" />
      <path d="M12 14v3M8 21h8M9 21l1-4h4l1 4" />
    </StrokeIcon>
  );
}
