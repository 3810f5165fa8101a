/** pt-BR messages of the app shell (header, tab bar, footer, menus, floats). */
export const shellMessages = {
  // Bottom navigation (spec 2).
  'tabBar.label': 'Navegação principal',
  'tabBar.home': 'Início',
  'tabBar.promotion': 'Promoção',
  'tabBar.deposit': 'Depósito',
  'tabBar.activity': 'Atividade',
  'tabBar.person': 'Perfil',

  // Tab-page header (spec 2).
  'header.menu': 'Menu',
  'header.login': 'Entrar',
  'header.register': 'Cadastrar',
  'header.registerGift': 'Cadastre-se e ganhe {count} presentes de {amount}',
  'header.wallet': 'Saldo da carteira',
  'header.language': 'Idioma',
  'header.search': 'Buscar jogos',
  'header.service': 'Atendimento ao cliente',

  // Footer (spec 1).
  'footer.ageBadge': '18+',
  'footer.ageNotice': 'Proibido para menores de 18 anos.',
  'footer.responsible':
    'Jogue com responsabilidade: aposte só o que pode perder e faça pausas. Jogo pode causar dependência.',
  'footer.social': 'Redes sociais',
  'footer.newTab': '(abre em nova aba)',
  'footer.copyright': '© {years} {brand}. Todos os direitos reservados.',

  // Side menu.
  'sideMenu.title': 'Menu',
  'sideMenu.games': 'Jogos',
  'sideMenu.activities': 'Promoções',
  'sideMenu.more': 'Mais',
  'sideMenu.language': 'Idioma',
  'sideMenu.service': 'Atendimento ao cliente',
  'sideMenu.greeting': 'Olá, {name}',

  // Floats (spec 4).
  'scrollTop.label': 'Voltar ao topo',
  'float.region': 'Atalhos',
  'float.dismiss': 'Fechar {name}',
  'float.newTab': '{name} (abre em nova aba)',
  'page.loading': 'Carregando página…',
  'page.failed.title': 'Não foi possível abrir a página',
  'page.failed.description': 'A conexão demorou demais. Verifique sua internet e tente de novo.',
} as const;
