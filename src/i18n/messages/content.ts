import { registerMessages } from '../t';

/** pt-BR messages of the article and customer-service pages (a lazy area, pt-BR.ts). */
export const contentMessages = registerMessages({
  'content.article.title': 'Artigos',
  'content.article.listLabel': 'Lista de artigos',
  'content.article.emptyTitle': 'Nenhum artigo por aqui',
  'content.article.emptyDescription': 'Quando houver novos artigos, eles aparecem aqui.',
  'content.article.notFoundTitle': 'Artigo não encontrado',
  'content.article.notFoundDescription': 'Ele pode ter sido removido ou o link está incorreto.',
  'content.article.backToList': 'Ver todos os artigos',
  'content.service.title': 'Atendimento ao cliente',
  'content.service.frameTitle': 'Chat do atendimento ao cliente',
  'content.service.loading': 'Abrindo o atendimento…',
  'content.service.fallbackHint': 'O chat não apareceu?',
  'content.service.openNewTab': 'Abrir em nova aba',
  'content.service.newTabTitle': 'Atendimento em nova aba',
  'content.service.newTabDescription':
    'O atendimento abre fora do app, em uma nova aba do navegador.',
  'content.service.unavailableTitle': 'Atendimento indisponível',
  'content.service.unavailableDescription':
    'O atendimento online não está disponível no momento. Tente novamente mais tarde.',
  'content.service.failedDescription': 'Não foi possível carregar o atendimento.',
  'content.service.goHome': 'Voltar ao início',
} as const);
