import { StrokeIcon, type StrokeIconProps } from './Icon';

/** An open eye: "show password". */
export function EyeIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </StrokeIcon>
  );
}
