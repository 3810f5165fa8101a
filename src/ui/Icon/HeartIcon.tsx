import { StrokeIcon, type IconProps } from './Icon';

/** A heart, outlined or filled: the favourite toggle. */
export function HeartIcon({ filled, className }: IconProps & { filled: boolean }) {
  return (
    <StrokeIcon className={className} filled={filled}>
      <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />
    </StrokeIcon>
  );
}
