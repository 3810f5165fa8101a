/**
 * Pix "copia e cola" (BR Code) payloads as a Brazilian payment provider issues them for a
 * deposit: EMV QRCPS TLV fields (ID, two-digit length, value) following the BCB's "Manual de
 * Padrões para Iniciação do Pix", closed by field 63 with a CRC16-CCITT checksum.
 */

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR) of
 * the text's UTF-8 bytes, as four upper-case hex digits. The BR Code checksum covers everything
 * up to and including "6304".
 */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One TLV field: ID, value length as two digits, value. */
export function emvField(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`EMV field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Upper-case ASCII without accents, cut to `max` characters (fields 59 and 60 are ASCII). */
function asciiUpper(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '')
    .toUpperCase()
    .slice(0, max)
    .trim();
}

export type PixCharge = {
  /**
   * Dynamic charge: the payload location the payer's bank fetches (field 26-25, without
   * "https://"). This is what a payment provider issues for a one-time deposit.
   */
  location: string;
  /** BRL with at most 2 decimals. */
  amount: number;
  merchantName: string;
  merchantCity: string;
};

/**
 * The BR Code of a dynamic Pix charge. Field 01 = 12 marks a code that may be paid only once;
 * field 62-05 is "***" because a dynamic charge carries its txid behind the location.
 */
export function buildPixBrCode({
  location,
  amount,
  merchantName,
  merchantCity,
}: PixCharge): string {
  const body =
    emvField('00', '01') +
    emvField('01', '12') +
    emvField('26', emvField('00', 'br.gov.bcb.pix') + emvField('25', location)) +
    emvField('52', '0000') +
    emvField('53', '986') +
    emvField('54', amount.toFixed(2)) +
    emvField('58', 'BR') +
    emvField('59', asciiUpper(merchantName, 25)) +
    emvField('60', asciiUpper(merchantCity, 15)) +
    emvField('62', emvField('05', '***')) +
    '6304';
  return body + crc16Ccitt(body);
}

/** Reads the top-level TLV fields of a BR Code (or of a template's value), in order. */
export function parseEmv(code: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < code.length) {
    const id = code.slice(at, at + 2);
    const length = Number(code.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > code.length) {
      throw new SyntaxError(`Malformed EMV field at ${at}`);
    }
    fields.set(id, code.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** Whether a BR Code parses and its field 63 matches the CRC of everything before it. */
export function hasValidCrc(code: string): boolean {
  if (!/6304[0-9A-F]{4}$/.test(code)) return false;
  try {
    parseEmv(code);
  } catch {
    return false;
  }
  return crc16Ccitt(code.slice(0, -4)) === code.slice(-4);
}
