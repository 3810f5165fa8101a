import { SolidIcon, type IconProps } from './Icon';

/** A rounded triangle, drawn for 16 px: play. */
export function PlayIcon(props: IconProps) {
  return (
    <SolidIcon {...props} grid={16}>
      <path d="M4 2.8v10.4a.8.8 0 0 0 1.2.7l8.3-5.2a.8.8 0 0 0 0-1.4L5.2 2.1a.8.8 0 0 0-1.2.7z" />
    </SolidIcon>
  );
}
