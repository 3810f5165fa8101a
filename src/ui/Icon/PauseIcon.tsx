import { SolidIcon, type IconProps } from './Icon';

/** Two bars, drawn for 16 px: pause. */
export function PauseIcon(props: IconProps) {
  return (
    <SolidIcon {...props} grid={16}>
      <rect x="3" y="2.5" width="3.5" height="11" rx="1" />
      <rect x="9.5" y="2.5" width="3.5" height="11" rx="1" />
    </SolidIcon>
  );
}
