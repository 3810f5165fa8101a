import { StrokeIcon, type StrokeIconProps } from './Icon';

/** An hourglass: waiting for something (a deposit not yet confirmed). */
export function HourglassIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M7 3.5h10M7 20.5h10M8 3.5c0 4.5 4 5.5 4 8.5s-4 4-4 8.5M16 3.5c0 4.5-4 5.5-4 8.5s4 4 4 8.5" />
    </StrokeIcon>
  );
}
