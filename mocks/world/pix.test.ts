import { describe, expect, it } from 'vitest';
import { buildPixBrCode, crc16Ccitt, emvField, hasValidCrc, parseEmv } from './pix';

/**
 * The static BR Code example of the BCB's "Manual de Padrões para Iniciação do Pix" (random key
 * 123e4567-e12b-12d1-a456-426655440000, Fulano de Tal, BRASILIA, no amount), whose published
 * checksum is 1D3D.
 */
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
  '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('CRC16-CCITT (poly 0x1021, init 0xFFFF)', () => {
  it('matches the check value of the standard test vector "123456789"', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('matches the checksum the BCB publishes for its BR Code example', () => {
    expect(crc16Ccitt(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
    expect(hasValidCrc(BCB_EXAMPLE)).toBe(true);
  });

  it('is four upper-case hex digits, zero-padded', () => {
    expect(crc16Ccitt('')).toBe('FFFF');
    for (const text of ['a', 'Pix', '000201', 'São Paulo']) {
      expect(crc16Ccitt(text)).toMatch(/^[0-9A-F]{4}$/);
    }
  });

  it('catches a changed character or a swapped checksum', () => {
    expect(hasValidCrc(BCB_EXAMPLE.replace('Fulano', 'Fulana'))).toBe(false);
    expect(hasValidCrc(`${BCB_EXAMPLE.slice(0, -4)}1D3E`)).toBe(false);
    expect(hasValidCrc('not a br code')).toBe(false);
  });
});

describe('dynamic Pix BR Code of a deposit', () => {
  const code = buildPixBrCode({
    location: 'pix.pagamento.example/qr/v2/cob/r20261122120090001',
    amount: 150.5,
    merchantName: 'Vitrine Pagamentos',
    merchantCity: 'São Paulo',
  });

  it('has a valid checksum', () => {
    expect(hasValidCrc(code)).toBe(true);
  });

  it('carries the EMV fields a payer bank reads', () => {
    const fields = parseEmv(code);
    expect([...fields.keys()]).toEqual([
      '00',
      '01',
      '26',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '62',
      '63',
    ]);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('150.50');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('VITRINE PAGAMENTOS');
    expect(fields.get('60')).toBe('SAO PAULO');
    const account = parseEmv(fields.get('26') ?? '');
    expect(account.get('00')).toBe('br.gov.bcb.pix');
    expect(account.get('25')).toBe('pix.pagamento.example/qr/v2/cob/r20261122120090001');
    expect(parseEmv(fields.get('62') ?? '').get('05')).toBe('***');
  });

  it('writes lengths as two digits and refuses a value that does not fit', () => {
    expect(emvField('59', 'ABC')).toBe('5903ABC');
    expect(() => emvField('26', 'x'.repeat(100))).toThrow(RangeError);
  });
});
