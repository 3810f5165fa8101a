import { StrokeIcon, type StrokeIconProps } from './Icon';

/**
 * iOS Safari's share button (a box with an arrow out of its top): the install guide draws it so
 * the player recognises the button it names.
 */
export function ShareIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 3v12M8 7l4-4 4 4M8.5 10H6.5a1.5 1.5 0 0 0-1.5 1.5v8A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5v-8a1.5 1.5 0 0 0-1.5-1.5h-2" />
    </StrokeIcon>
  );
}
