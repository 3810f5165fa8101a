import { StrokeIcon, type StrokeIconProps } from './Icon';

/** A receipt with a torn edge: orders. */
export function ReceiptIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </StrokeIcon>
  );
}
