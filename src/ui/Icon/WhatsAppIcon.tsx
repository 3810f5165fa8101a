import { StrokeIcon, type StrokeIconProps } from './Icon';

/**
 * A speech bubble with a handset: WhatsApp. A plain line drawing, not the brand's logo (the share
 * sheet names the app under it); drawn at a lighter weight.
 */
export function WhatsAppIcon({ className, strokeWidth = 1.8 }: StrokeIconProps) {
  return (
    <StrokeIcon className={className} strokeWidth={strokeWidth}>
      <path d="M4 20l1.3-3.9A8 8 0 1 1 8 18.8z" />
      <path d="M9.2 8.6c.3 2.6 2.4 4.9 5.2 5.6l1-1.2-1.8-1-.8.7a4.6 4.6 0 0 1-2.4-2.4l.7-.8-1-1.8z" />
    </StrokeIcon>
  );
}
