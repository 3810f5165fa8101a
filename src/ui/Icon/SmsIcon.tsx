import { StrokeIcon, type StrokeIconProps } from './Icon';

/**
 * A speech bubble with three dots: SMS. A plain line drawing, not the brand's logo (the share
 * sheet names the app under it); drawn at a lighter weight.
 */
export function SmsIcon({ className, strokeWidth = 1.8 }: StrokeIconProps) {
  return (
    <StrokeIcon className={className} strokeWidth={strokeWidth}>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8.5 10.5v.01M12 10.5v.01M15.5 10.5v.01" />
    </StrokeIcon>
  );
}
