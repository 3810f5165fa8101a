import { registerMessages } from '../t';

/**
 * pt-BR messages of the task family of activities: the seven-day sign-in chest (type 21 pop-up),
 * "Tarefas diárias" (type 36), "Tarefas de carnaval" (type 35) and "Baú do tesouro" (type 10) on
 * /activityDetail/{type}.
 */
export const tasksMessages = registerMessages({
  // Shared by the three type views.
  'tasks.loading': 'Carregando as tarefas',
  'tasks.error.title': 'Não foi possível carregar as tarefas',
  'tasks.progress.value': '{current} de {target}',
  'tasks.state.done': 'Concluída',
  'tasks.state.todo': 'Em andamento',
  'tasks.visitor.title': 'Entre para participar',
  'tasks.visitor.text': 'Crie sua conta para ver suas tarefas e ganhar os prêmios.',
  'tasks.visitor.action': 'Criar conta',

  // The seven-day sign-in chest (type 21 pop-up).
  'tasks.chest.title': 'Baú da semana completa',
  'tasks.chest.locked': 'Faltam {count} dias de check-in para abrir o baú.',
  'tasks.chest.lockedOne': 'Falta 1 dia de check-in para abrir o baú.',
  'tasks.chest.ready': 'Semana completa! Abra o baú e leve o prêmio.',
  'tasks.chest.open': 'Abrir baú',
  'tasks.chest.lockedAction': 'Baú trancado',
  'tasks.chest.opened': 'Baú aberto',
  'tasks.chest.won': 'Você ganhou {amount} no baú!',
  'tasks.chest.openedText': 'Você já abriu o baú desta semana.',

  // Tarefas diárias (type 36).
  'tasks.day.title': 'Tarefas de hoje',
  'tasks.day.summary': '{done} de {total} tarefas concluídas',
  'tasks.day.resetsIn': 'Novas tarefas em',
  'tasks.day.list': 'Tarefas do dia',
  'tasks.day.progress': 'Progresso: {title}',
  'tasks.day.reward': 'Prêmio',
  'tasks.day.claimHint':
    'Os prêmios das tarefas concluídas são resgatados em “Sua participação”, abaixo.',
  'tasks.day.empty.title': 'Nenhuma tarefa hoje',
  'tasks.day.empty.text': 'Volte depois da virada do dia para ver as novas tarefas.',

  // Tarefas de carnaval (type 35).
  'tasks.carnival.balance': 'Seus pontos de carnaval',
  'tasks.carnival.points': '{points} pontos',
  'tasks.carnival.toNext': 'Faltam {count} pontos para o próximo prêmio ({amount}).',
  'tasks.carnival.allReached': 'Você já tem pontos para todos os prêmios.',
  'tasks.carnival.nextLabel': 'Pontos para o próximo prêmio',
  'tasks.carnival.tasks': 'Tarefas de carnaval',
  'tasks.carnival.taskPoints': '+{points} pontos',
  'tasks.carnival.shop': 'O que os pontos valem',
  'tasks.carnival.shop.points': 'Pontos',
  'tasks.carnival.shop.amount': 'Prêmio',
  'tasks.carnival.shop.state': 'Situação',
  'tasks.carnival.shop.reached': 'Alcançado',
  'tasks.carnival.shop.missing': 'Faltam {count}',
  'tasks.carnival.shopNote': 'Veja nas regras abaixo como e quando os pontos viram prêmio.',
  'tasks.carnival.empty.title': 'Nenhuma tarefa de carnaval agora',
  'tasks.carnival.empty.text': 'Novas tarefas aparecem aqui durante o carnaval.',

  // Baú do tesouro (type 10).
  'tasks.treasure.title': 'Seus baús',
  'tasks.treasure.summary': '{count} baús para abrir',
  'tasks.treasure.summaryOne': '1 baú para abrir',
  'tasks.treasure.summaryNone': 'Nenhum baú para abrir agora',
  'tasks.treasure.list': 'Baús do tesouro',
  'tasks.treasure.box': 'Baú {n}',
  'tasks.treasure.collect': 'Abrir',
  'tasks.treasure.collectName': 'Abrir baú {n}',
  'tasks.treasure.collected': 'Aberto',
  'tasks.treasure.locked': 'Trancado',
  'tasks.treasure.needs': 'Libera com {count} amigos válidos',
  'tasks.treasure.needsOne': 'Libera com 1 amigo válido',
  'tasks.treasure.won': 'Você ganhou {amount} no baú {n}!',
  'tasks.treasure.refused': 'Não foi possível abrir o baú {n}',
  'tasks.treasure.empty.title': 'Nenhum baú por aqui',
  'tasks.treasure.empty.text': 'Convide amigos: cada convidado válido libera um baú.',
} as const);
