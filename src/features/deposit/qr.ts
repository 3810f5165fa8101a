/** The dark modules of a QR code, row by row (true = dark). */
export type QrMatrix = boolean[][];

/**
 * Encodes `text` as a QR code with qrcode-generator, loaded on demand: the library is imported
 * only by the payment view, so it stays out of every first load (README budget). Error
 * correction M, the level the BCB's Pix manual recommends for BR Codes; the smallest version
 * that fits. Byte mode: BR Codes and crypto addresses are ASCII.
 */
export async function qrMatrix(text: string): Promise<QrMatrix> {
  const { default: qrcode } = await import('qrcode-generator');
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => qr.isDark(row, col)),
  );
}

/**
 * One SVG path drawing every dark module as a 1×1 square, offset by the quiet zone (4 modules,
 * the QR standard's margin), so the whole code is a single element to paint.
 */
export function qrPath(matrix: QrMatrix, quiet = 4): string {
  let d = '';
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x + quiet} ${y + quiet}h1v1h-1z`;
    });
  });
  return d;
}
