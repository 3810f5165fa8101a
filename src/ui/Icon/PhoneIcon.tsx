import { StrokeIcon, type StrokeIconProps } from './Icon';

/** A mobile phone: the account's phone number. */
export function PhoneIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="7" y="2.5" width="10" height="19" rx="2" />
      <path d="M11 18.5h2" />
    </StrokeIcon>
  );
}
