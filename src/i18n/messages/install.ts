import { registerMessages } from '../t';

/**
 * pt-BR messages of the PWA install banner (spec 2 global overlay). A lazy area (pt-BR.ts): it
 * loads with the banner's own chunk.
 */
export const installMessages = registerMessages({
  'install.region': 'Instalar o app',
  'install.title': 'Instale o app {name}',
  'install.text': 'Acesso rápido pela tela inicial, em tela cheia.',
  'install.install': 'Instalar',
  'install.close': 'Agora não',
  'install.ios.title': 'Adicione {name} à Tela de Início',
  'install.ios.text': 'Toque em Compartilhar {share} e depois em Adicionar à Tela de Início.',
  'install.ios.share': 'Compartilhar',
} as const);
