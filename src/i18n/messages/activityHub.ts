import { registerMessages } from '../t';

/**
 * pt-BR messages of the activity page (/activity, the "Atividade" tab): the category tabs, each
 * entry's participation badge, the merged articles and the page's states. A lazy area (pt-BR.ts).
 */
export const activityHubMessages = registerMessages({
  'activityHub.title': 'Atividades',
  'activityHub.tabs': 'Categorias de atividades',
  // CHOICE: category names (spec 2 gives only the numbers; the mock world's names agree).
  'activityHub.tab.1': 'Eventos',
  'activityHub.tab.2': 'Depósito',
  'activityHub.tab.4': 'Diárias',
  'activityHub.tab.3': 'Especiais',
  'activityHub.list': 'Atividades: {category}',
  'activityHub.loading': 'Carregando as atividades…',
  // Participation status (contract.ts CHOICE: 1 reward waiting, 2 in progress, 3 finished).
  'activityHub.status.reward': 'Recompensa disponível',
  'activityHub.status.progress': 'Em andamento',
  'activityHub.status.finished': 'Concluída',
  'activityHub.article': 'Artigo',
  'activityHub.empty.title': 'Nenhuma atividade nesta categoria',
  'activityHub.empty.description': 'Novas promoções aparecem aqui. Confira as outras abas.',
  'activityHub.articles.failed': 'Não foi possível carregar os artigos.',
  'activityHub.visitor.text': 'Entre na sua conta para ver todas as atividades.',
  'activityHub.visitor.register': 'Cadastrar',
  'activityHub.fourStep.deposit': 'Depositar agora',
} as const);
