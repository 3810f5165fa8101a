import { registerMessages } from '../t';

/**
 * pt-BR messages of the shell pieces that load after the first screen (side menu, footer,
 * scroll-to-top, floating icons): a lazy area that loads with them.
 */
export const shellExtrasMessages = registerMessages({
  'footer.ageBadge': '18+',
  'footer.ageNotice': 'Proibido para menores de 18 anos.',
  'footer.responsible':
    'Jogue com responsabilidade: aposte só o que pode perder e faça pausas. Jogo pode causar dependência.',
  'footer.social': 'Redes sociais',
  'footer.newTab': '(abre em nova aba)',
  'footer.copyright': '© {years} {brand}. Todos os direitos reservados.',
  'footer.documents': 'Documentos',
  'legal.terms': 'Termos de uso',
  'legal.privacy': 'Política de privacidade',
  'legal.responsible': 'Jogo responsável',
  'sideMenu.title': 'Menu',
  'sideMenu.games': 'Jogos',
  'sideMenu.activities': 'Promoções',
  'sideMenu.more': 'Mais',
  'sideMenu.language': 'Idioma',
  'sideMenu.service': 'Atendimento ao cliente',
  'sideMenu.greeting': 'Olá, {name}',
  'scrollTop.label': 'Voltar ao topo',
  'float.region': 'Atalhos',
  'float.dismiss': 'Fechar {name}',
  'float.newTab': '{name} (abre em nova aba)',
} as const);
