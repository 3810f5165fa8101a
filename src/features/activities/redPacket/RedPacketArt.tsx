import type { ReactNode } from 'react';
import * as styles from './RedPacketArt.css';

/** Where the sealed envelope sits in its square drawing, in the drawing's own units. */
export type EnvelopeGeometry = {
  /** The envelope's box and corner radius. */
  box: { x: number; y: number; width: number; height: number; radius: number };
  /** How far the flap's sides run below the rounded corners, and how low its tip reaches. */
  flap: { sides: number; tip: number };
  /** The gold seal's centre height and radius (it sits on the envelope's centre line). */
  seal: { y: number; radius: number };
  /** The star on the seal, drawn by hand at each size so it stays crisp when small. */
  mark: string;
};

type RedPacketArtProps = {
  /** The drawing's size on the page. */
  className: string;
  /** The side of the square viewBox. */
  size: number;
  envelope: EnvelopeGeometry;
  /** Drawn behind the envelope (the rain's falling envelopes). */
  children?: ReactNode;
};

/**
 * A red envelope with a gold seal, the red packets' picture wherever they show (the two
 * pop-ups and the packet that follows the player). Decoration only: hidden from screen readers,
 * whose text comes from the heading and buttons around it.
 */
export function RedPacketArt({ className, size, envelope, children }: RedPacketArtProps) {
  const { x, y, width, height, radius: r } = envelope.box;
  const centre = x + width / 2;
  const flap =
    `M${x} ${y + r}a${r} ${r} 0 0 1 ${r}-${r}h${width - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}` +
    `v${envelope.flap.sides}L${centre} ${envelope.flap.tip} ${x} ${y + r + envelope.flap.sides}z`;
  return (
    <svg className={className} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
      {children}
      <rect className={styles.envelope} x={x} y={y} width={width} height={height} rx={r} />
      <path className={styles.flap} d={flap} />
      <circle className={styles.seal} cx={centre} cy={envelope.seal.y} r={envelope.seal.radius} />
      <path className={styles.sealMark} d={envelope.mark} />
    </svg>
  );
}
