import { StrokeIcon, type StrokeIconProps } from './Icon';

/** A person with a plus: invite friends. */
export function UserPlusIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21a7 7 0 0 1 14 0M19 8v6M16 11h6" />
    </StrokeIcon>
  );
}
