import { StrokeIcon, type StrokeIconProps } from './Icon';

/** A wrapped gift in outline: the promotion tab. */
export function GiftIcon(props: StrokeIconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13" />
      <path d="M12 8c-1.5-3.5-5.5-4.5-6-2s3 2 6 2zM12 8c1.5-3.5 5.5-4.5 6-2s-3 2-6 2z" />
    </StrokeIcon>
  );
}
