import { StrokeIcon, type StrokeIconProps } from './Icon';

/** A coin: the currency the balances are shown in. */
export function CoinIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M14.8 9.2c-.5-.8-1.5-1.3-2.8-1.3-1.6 0-2.8.8-2.8 2s1.2 1.7 2.8 2.1 2.8.9 2.8 2.1-1.2 2-2.8 2c-1.3 0-2.3-.5-2.8-1.3M12 6.5v1.4M12 16.1v1.4" />
    </StrokeIcon>
  );
}
