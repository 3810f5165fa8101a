import { StrokeIcon, type StrokeIconProps } from './Icon';

/** A closed padlock: the password. */
export function LockIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3M12 15v2" />
    </StrokeIcon>
  );
}
