import { StrokeIcon, type StrokeIconProps } from './Icon';

/** A short chevron pointing down: the wallet chip opens the wallet. */
export function ChevronDownIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="m7 10 5 5 5-5" />
    </StrokeIcon>
  );
}
