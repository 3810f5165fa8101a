/** pt-BR messages of the home area (upper home sections: banners to the category strip). */
export const homeMessages = {
  // Banner carousel (spec 2 home item 1). The Banner record carries no title, so pictures are
  // named by position (the text drawn inside a banner cannot be read out).
  'home.banner.region': 'Destaques',
  'home.banner.roledescription': 'carrossel',
  'home.banner.slideRoledescription': 'slide',
  'home.banner.slide': 'Slide {index} de {count}',
  'home.banner.alt': 'Destaque {index} de {count}',
  'home.banner.pause': 'Pausar o carrossel',
  'home.banner.play': 'Reproduzir o carrossel',
  'home.banner.pickers': 'Escolher slide',
  'home.banner.goTo': 'Ir para o slide {index}',
  'home.banner.error': 'Não foi possível carregar os destaques.',
  'home.link.newTab': '(abre em uma nova aba)',
  // Notice bar (spec 2 home item 2).
  'home.notice.region': 'Avisos',
  'home.notice.open': 'Ver todos os avisos',
  'home.notice.unread': 'Há mensagens não lidas',
  'home.notice.error': 'Não foi possível carregar os avisos.',
  // Activity icon row (spec 2 home item 3).
  'home.activities.region': 'Atividades',
  'home.activities.error': 'Não foi possível carregar as atividades.',
  // Main-area tiles (spec 2 home item 4).
  'home.mainArea.region': 'Atalhos em destaque',
  'home.mainArea.alt': 'Atalho {index} de {count}',
  'home.mainArea.error': 'Não foi possível carregar os atalhos.',
  // Lottery banner (spec 2 home item 5).
  'home.lottery.label': 'Sorteio grátis: jogar no modo de teste',
  'home.lottery.error': 'Não foi possível carregar o sorteio.',
  // Category and provider strip (spec 2 home item 6).
  'home.strip.region': 'Categorias e provedores',
  'home.strip.categories': 'Categorias de jogos',
  'home.strip.providers': 'Provedores de jogos',
  'home.strip.error': 'Não foi possível carregar as categorias.',
} as const;
