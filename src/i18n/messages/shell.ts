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

  // Side menu.

  // Floats (spec 4).
  'page.loading': 'Carregando página…',
  'page.failed.title': 'Não foi possível abrir a página',
  'page.failed.description': 'A conexão demorou demais. Verifique sua internet e tente de novo.',
  'app.crash.title': 'Algo deu errado',
  'app.crash.description':
    'O aplicativo encontrou um erro. Tente de novo para recarregar a página.',
} as const;
