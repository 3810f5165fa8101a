import { SolidIcon, type IconProps } from './Icon';

/** A filled gift box with a bow, on the 24-unit grid: the register gift banner. */
export function GiftFilledIcon(props: IconProps) {
  return (
    <SolidIcon {...props}>
      <path d="M3 8.5h8v4H3zM13 8.5h8v4h-8zM4.5 14h6.5v7.5H6a1.5 1.5 0 0 1-1.5-1.5zM13 14h6.5v6a1.5 1.5 0 0 1-1.5 1.5h-5z" />
      <path d="M11.2 7.6C8.4 7.8 5.9 6.6 6.6 4.7c.8-1.8 3.4-.9 4.6 2.9zM12.8 7.6c2.8.2 5.3-1 4.6-2.9-.8-1.8-3.4-.9-4.6 2.9z" />
    </SolidIcon>
  );
}
