import { StrokeIcon, type StrokeIconProps } from './Icon';

/** A wallet: the wallet page. */
export function WalletIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M19 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h14a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V6" />
      <path d="M16 14h.01" />
    </StrokeIcon>
  );
}
