import { useEffect, useState } from 'react';
import { t } from '../../../i18n/t';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { qrMatrix, qrPath, type QrMatrix } from '../qr';
import * as styles from './QrCode.css';
import '../../../i18n/messages/deposit';

type QrCodeProps = {
  /** The text the code carries (a BR Code, a wallet address). */
  value: string;
  /** Its accessible name ("QR code do Pix de R$ 50,00"). */
  label: string;
  /** Drawn size in CSS pixels (square). */
  size?: number;
};

/** Quiet zone around the code, in modules (the QR standard's 4). */
const QUIET = 4;

type Drawn = { value: string; matrix: QrMatrix } | { value: string; failed: true };

/**
 * A QR code drawn as one SVG path from `value`, with the encoder loaded on demand (qr.ts): a
 * placeholder of the same size holds its place meanwhile. The picture is named for screen
 * readers (role img); if the encoder cannot load (offline), a sentence points to the code to
 * copy instead.
 */
export function QrCode({ value, label, size = 248 }: QrCodeProps) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    let live = true;
    qrMatrix(value).then(
      (matrix) => live && setDrawn({ value, matrix }),
      () => live && setDrawn({ value, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [value]);

  const current = drawn?.value === value ? drawn : null;
  if (current && 'failed' in current) {
    return <p className={styles.failed}>{t('deposit.pay.qrFailed')}</p>;
  }
  if (!current) {
    return (
      <div className={styles.frame} aria-busy="true">
        <span className="visually-hidden">{t('deposit.pay.qrLoading')}</span>
        <Skeleton width={size} height={size} radius="md" />
      </div>
    );
  }
  const span = current.matrix.length + 2 * QUIET;
  // Whole pixels per module: a fractional module size blurs the edges a scanner reads.
  const drawnSize = Math.max(2, Math.floor(size / span)) * span;
  return (
    <div className={styles.frame}>
      <svg
        className={styles.svg}
        role="img"
        aria-label={label}
        width={drawnSize}
        height={drawnSize}
        viewBox={`0 0 ${span} ${span}`}
        shapeRendering="crispEdges"
      >
        <path className={styles.modules} d={qrPath(current.matrix, QUIET)} />
      </svg>
    </div>
  );
}
