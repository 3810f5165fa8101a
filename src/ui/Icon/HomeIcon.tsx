import { StrokeIcon, type StrokeIconProps } from './Icon';

/** A house: the home tab. */
export function HomeIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9v11a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9" />
    </StrokeIcon>
  );
}
