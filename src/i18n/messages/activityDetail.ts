import { registerMessages } from '../t';

/**
 * pt-BR messages of an activity's page (/activityDetail/{type}?id=, /activityDetail?id=) and of
 * an activity article (/activityArticle?id=). A lazy area (pt-BR.ts).
 */
export const activityDetailMessages = registerMessages({
  'activityDetail.title': 'Atividade',
  'activityDetail.period': 'De {start} a {end}',
  'activityDetail.periodLabel': 'Período',

  // The player's part (spec 3 participationStatus, contract.ts CHOICE 0-3).
  'activityDetail.status.title': 'Sua participação',
  'activityDetail.status.none': 'Você ainda não participa',
  'activityDetail.status.noneText': 'Cumpra uma das condições da tabela para ganhar o prêmio.',
  'activityDetail.status.noneTextRules': 'Veja nas regras abaixo como participar e ganhar.',
  'activityDetail.status.claimable': 'Prêmio disponível',
  'activityDetail.status.claimableText': 'Você atingiu a meta. Resgate o prêmio para o seu saldo.',
  'activityDetail.status.inProgress': 'Em andamento',
  'activityDetail.status.inProgressText':
    'Continue jogando: o prêmio fica disponível quando você atingir a meta.',
  'activityDetail.status.finished': 'Concluída',
  'activityDetail.status.finishedText': 'O prêmio desta atividade já foi resgatado.',
  'activityDetail.progress.label': 'Progresso da meta',
  'activityDetail.amountLabel': 'Valor a resgatar',
  'activityDetail.progress.value': '{current} de {target}',

  // The claim (a money action, spec 6: visitors get the register pop-up instead).
  'activityDetail.claim': 'Resgatar {amount}',
  'activityDetail.claimPrize': 'Resgatar prêmio',
  'activityDetail.won': 'Você ganhou {amount}!',
  'activityDetail.wonText': 'O valor já está no seu saldo.',
  'activityDetail.refusedTitle': 'Não foi possível resgatar',
  'activityDetail.refusedFallback': 'Não foi possível resgatar o prêmio agora. Tente novamente.',
  'activityDetail.visitor.title': 'Participe desta atividade',
  'activityDetail.visitor.text': 'Crie sua conta para participar e resgatar os prêmios.',

  // The reward table and the rules.
  'activityDetail.rewards.title': 'Tabela de prêmios',
  'activityDetail.rewards.condition': 'Condição',
  'activityDetail.rewards.amount': 'Prêmio',
  'activityDetail.rules.title': 'Regras',

  'activityDetail.notFound.title': 'Atividade não encontrada',
  'activityDetail.notFound.text': 'Ela pode ter terminado ou o link está incorreto.',
  'activityDetail.backToList': 'Ver todas as atividades',

  // /activityArticle
  'activityDetail.article.title': 'Artigo',
  'activityDetail.article.published': 'Publicado em {date}',
  'activityDetail.article.notFound.title': 'Artigo não encontrado',
  'activityDetail.article.notFound.text': 'Ele pode ter sido removido ou o link está incorreto.',
} as const);
