import { SolidIcon, type IconProps } from './Icon';

/**
 * A filled gift box with a bow, drawn for 16 px: the register gift badge and the header's gift
 * amount. The ribbon is the gap between the halves.
 */
export function GiftFilledSmallIcon(props: IconProps) {
  return (
    <SolidIcon {...props} grid={16}>
      <path d="M1.5 5h5.75v3H1.5zM8.75 5h5.75v3H8.75zM2.5 9h4.75v5.5H3.5a1 1 0 0 1-1-1zM8.75 9h4.75v4.5a1 1 0 0 1-1 1H8.75z" />
      <path d="M7.4 4.6C5.5 4.7 3.8 3.9 4.3 2.6c.5-1.2 2.3-.6 3.1 2zM8.6 4.6c1.9.1 3.6-.7 3.1-2-.5-1.2-2.3-.6-3.1 2z" />
    </SolidIcon>
  );
}
