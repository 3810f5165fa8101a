import { StrokeIcon, type StrokeIconProps } from './Icon';

/** A struck-through eye: "hide password". */
export function EyeOffIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M10.6 5.1A9.9 9.9 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.9 3.8M6.6 6.6A17.4 17.4 0 0 0 2 12s3.6 7 10 7a9.6 9.6 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="M3 3l18 18" />
    </StrokeIcon>
  );
}
