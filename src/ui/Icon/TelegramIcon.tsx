import { StrokeIcon, type StrokeIconProps } from './Icon';

/**
 * A paper plane: Telegram. A plain line drawing, not the brand's logo (the share sheet names the
 * app under it); drawn at a lighter weight.
 */
export function TelegramIcon({ className, strokeWidth = 1.8 }: StrokeIconProps) {
  return (
    <StrokeIcon className={className} strokeWidth={strokeWidth}>
      <path d="M21 4L3 11l6 2.2L19 7l-7.6 7.6.4 5.4 3-3.6 4 3z" />
    </StrokeIcon>
  );
}
