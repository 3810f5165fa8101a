import { afterEach, describe, expect, it } from 'vitest';
import { ptBR, type Catalog } from './pt-BR';
import { resetCatalog, setCatalog, t } from './t';
// Some keys below live in lazy areas: load them, as the components that use them do.
import './messages/shellExtras';
import './messages/uiExtras';

afterEach(() => resetCatalog());

describe('t()', () => {
  it('returns the pt-BR string for a key', () => {
    expect(t('common.close')).toBe('Fechar');
    expect(t('tabBar.home')).toBe('Início');
  });

  it('fills every {placeholder} from params, numbers included', () => {
    expect(t('field.counter', { count: 3, max: 20 })).toBe('3 de 20 caracteres');
    expect(t('footer.copyright', { years: '2023–2026', brand: 'Vitrine' })).toBe(
      '© 2023–2026 Vitrine. Todos os direitos reservados.',
    );
  });

  it('repeats a value used twice and leaves a missing param visible', () => {
    const catalog: Partial<Catalog> = { ...ptBR, 'field.counterShort': '{count}/{max} ({count})' };
    setCatalog(catalog);
    expect(t('field.counterShort', { count: 2, max: 9 })).toBe('2/9 (2)');
    expect(t('field.counterShort', { count: 2 })).toBe('2/{max} (2)');
  });

  it('does not treat replacement patterns in a value specially', () => {
    expect(t('avatar.label', { name: '$& $1 {name}' })).toBe('Avatar de $& $1 {name}');
  });

  it('reads the active catalog, and pt-BR again after resetCatalog', () => {
    setCatalog({ ...ptBR, 'common.close': 'Close' });
    expect(t('common.close')).toBe('Close');
    resetCatalog();
    expect(t('common.close')).toBe('Fechar');
  });

  it('falls back to pt-BR for a key a catalog lacks at run time', () => {
    const partial = { ...ptBR } as Partial<Catalog>;
    delete partial['common.back'];
    setCatalog(partial as Catalog);
    expect(t('common.back')).toBe('Voltar');
  });
});
