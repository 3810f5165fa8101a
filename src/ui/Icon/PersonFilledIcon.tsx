import { SolidIcon, type IconProps } from './Icon';

/** A filled head and shoulders: a player without a picture. */
export function PersonFilledIcon(props: IconProps) {
  return (
    <SolidIcon {...props}>
      <circle cx="12" cy="8" r="4.5" />
      <path d="M3.5 21a8.5 8.5 0 0 1 17 0z" />
    </SolidIcon>
  );
}
