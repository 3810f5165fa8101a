import { StrokeIcon, type StrokeIconProps } from './Icon';

/** A check mark: done, chosen, claimed. */
export function CheckIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </StrokeIcon>
  );
}
