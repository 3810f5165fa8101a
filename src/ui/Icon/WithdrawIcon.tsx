import { StrokeIcon, type StrokeIconProps } from './Icon';

/** A wallet with an arrow going out: withdraw. */
export function WithdrawIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M19 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h14a1 1 0 0 1 1 1v3" />
      <path d="M3 6v12a2 2 0 0 0 2 2h9" />
      <path d="M19 21v-6M16 18l3-3 3 3" />
    </StrokeIcon>
  );
}
