import { StrokeIcon, type StrokeIconProps } from '../../ui/Icon/Icon';

/**
 * Two arrows, down and up: the swap button between the source and the destination. Drawn on the
 * app's icon grid (ui/Icon/Icon.tsx); kept here while only the exchange draws it (CHOICE: move
 * it into ui/Icon the day a second screen needs it).
 */
export function SwapIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M8 4v15M4.5 15.5 8 19l3.5-3.5M16 20V5M12.5 8.5 16 5l3.5 3.5" />
    </StrokeIcon>
  );
}
