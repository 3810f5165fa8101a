import { StrokeIcon, type StrokeIconProps } from './Icon';

/** A clock with a turning-back arrow: a recent search. */
export function HistoryIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5M12 7v5l3 2" />
    </StrokeIcon>
  );
}
