import { registerMessages } from '../t';

/**
 * pt-BR messages of /withdraw (a lazy area, pt-BR.ts): saved accounts and adding one, the
 * withdrawable part and the wagering (rollover) that holds the rest, the confirmation, the
 * refusals and the order in review. The amount field's own messages are the cashier area's.
 */
export const withdrawMessages = registerMessages({
  'withdraw.title': 'Sacar',
  'withdraw.loading': 'Carregando o saque',

  'withdraw.accounts.title': 'Conta de saque',
  'withdraw.accounts.add': 'Adicionar conta',
  'withdraw.accounts.emptyTitle': 'Nenhuma conta de saque',
  'withdraw.accounts.emptyText':
    'Adicione uma chave Pix ou uma carteira cripto para receber o seu saque.',
  'withdraw.accounts.default': 'Principal',
  'withdraw.accounts.change': 'Trocar',
  'withdraw.accounts.choose': 'Escolha a conta de saque',
  'withdraw.accounts.saved': 'Conta salva: {account}.',
  'withdraw.account.pix': 'Pix',
  'withdraw.account.bank': 'Conta bancária',
  'withdraw.account.anyWallet': 'Carteira cripto',
  'withdraw.account.wallet': 'Carteira {currency}',
  'withdraw.pixKey.CPF': 'CPF',
  'withdraw.pixKey.PHONE': 'Celular',
  'withdraw.pixKey.EMAIL': 'E-mail',
  'withdraw.pixKey.EVP': 'Chave aleatória',

  'withdraw.balance.held': 'De {balance} na carteira, {held} ainda depende de apostas (rollover).',
  'withdraw.balance.free': 'Todo o saldo da carteira pode ser sacado.',

  'withdraw.amount.label': 'Valor do saque',
  'withdraw.amount.over':
    'Você pediu {requested}, mas só {withdrawable} pode ser sacado agora: {held} do saldo ainda depende de apostas (rollover).',
  'withdraw.amount.overBalance':
    'Você pediu {requested}, mas só {withdrawable} pode ser sacado desta carteira.',
  'withdraw.continue': 'Continuar',

  'withdraw.wagering.title': 'Rollover (apostas exigidas)',
  'withdraw.wagering.balance': 'Saldo na carteira',
  'withdraw.wagering.held': 'Preso no rollover',
  'withdraw.wagering.withdrawable': 'Disponível para saque',
  'withdraw.wagering.explain':
    'Bônus e alguns depósitos pedem um valor em apostas antes do saque. Enquanto esse rollover não termina, a parte presa fica na carteira para jogar.',
  'withdraw.wagering.list': 'Rollovers desta moeda',
  'withdraw.wagering.none': 'Nenhum rollover nesta moeda: todo o saldo pode ser sacado.',
  'withdraw.wagering.failed': 'Não foi possível carregar o rollover.',
  'withdraw.wagering.source': 'Rollover',
  'withdraw.wagering.status.1': 'Aguardando',
  'withdraw.wagering.status.2': 'Em andamento',
  'withdraw.wagering.status.3': 'Zerado',
  'withdraw.wagering.status.4': 'Concluído',
  'withdraw.wagering.progress': '{done} de {required} apostados',
  'withdraw.wagering.left': 'faltam {left}',
  'withdraw.wagering.progressLabel': 'Progresso: {source}',

  'withdraw.confirm.title': 'Confirme o saque',
  'withdraw.confirm.account': 'Conta',
  'withdraw.confirm.amount': 'Valor do saque',
  'withdraw.confirm.fee': 'Taxa',
  'withdraw.confirm.noFee': 'Sem taxa',
  'withdraw.confirm.receive': 'Você recebe',
  'withdraw.confirm.review':
    'Depois de enviado, o saque passa por uma análise antes do pagamento. O valor sai da carteira na hora.',
  'withdraw.confirm.send': 'Sacar',
  'withdraw.confirm.edit': 'Alterar',

  'withdraw.password.title': 'Confirme com a sua senha',
  'withdraw.password.text': 'Digite sua senha para confirmar o saque de {amount} para {account}.',
  'withdraw.password.label': 'Senha',
  'withdraw.password.submit': 'Confirmar saque',
  'withdraw.password.required': 'Digite a sua senha.',
  'withdraw.password.wrong':
    'Senha incorreta. Confira e tente de novo: depois de 5 senhas erradas seguidas, os saques ficam bloqueados por 15 minutos.',
  'withdraw.password.lockedTitle': 'Saques bloqueados por 15 minutos',
  'withdraw.password.locked':
    'Por segurança, os saques ficam bloqueados por 15 minutos depois de 5 senhas erradas seguidas. Nada saiu da sua carteira. Tente de novo mais tarde.',
  'withdraw.password.network': 'Sem resposta do servidor. Nada foi enviado: tente de novo.',
  'withdraw.password.failed': 'Não foi possível conferir a senha. Nada foi enviado: tente de novo.',

  'withdraw.refused.title': 'Saque recusado',
  'withdraw.unsure.title': 'Saque não confirmado',
  'withdraw.refused.requested': 'Valor pedido',
  'withdraw.refused.withdrawable': 'Disponível para saque agora',
  'withdraw.refused.wagering':
    'Parte do seu saldo ainda depende de apostas (rollover) e não pode ser sacada agora.',
  'withdraw.refused.balance': 'O saldo da carteira é menor que o valor pedido.',
  'withdraw.refused.account':
    'A conta escolhida não está mais salva. Escolha outra ou adicione de novo.',
  'withdraw.refused.currency': 'Esta moeda não está disponível para saque.',
  'withdraw.refused.conflict':
    'Este pedido já foi enviado com outros dados. Confira em Meus pedidos antes de tentar de novo.',
  'withdraw.failed.network':
    'Sem resposta do servidor. Tente de novo: o mesmo pedido nunca é feito duas vezes.',
  'withdraw.failed.unknown':
    'Não foi possível concluir o saque. Tente de novo: o mesmo pedido nunca é feito duas vezes.',
  'withdraw.refused.retry': 'Tentar de novo',

  'withdraw.status.1': 'Em análise',
  'withdraw.status.2': 'Recusado',
  'withdraw.status.3': 'Pago',
  'withdraw.done.title.1': 'Saque enviado para análise',
  'withdraw.done.title.2': 'Saque recusado na análise',
  'withdraw.done.title.3': 'Saque aprovado',
  'withdraw.done.text.1':
    'Recebemos o seu pedido. Ele passa por uma análise antes do pagamento; acompanhe o andamento em Meus pedidos.',
  'withdraw.done.text.2':
    'O saque foi recusado na análise e o valor volta para a sua carteira. Veja o motivo em Meus pedidos.',
  'withdraw.done.text.3': 'O saque foi aprovado e enviado para a sua conta.',
  'withdraw.done.order': 'Pedido',
  'withdraw.done.status': 'Situação',
  'withdraw.done.orders': 'Ver meus pedidos',
  'withdraw.done.another': 'Fazer outro saque',

  'withdraw.add.title': 'Nova conta de saque',
  'withdraw.add.kind': 'Tipo de conta',
  'withdraw.add.kind.pix': 'Chave Pix',
  'withdraw.add.kind.wallet': 'Carteira cripto',
  'withdraw.add.keyType': 'Tipo de chave',
  'withdraw.add.key': 'Chave Pix ({type})',
  'withdraw.add.cpfHint': 'Use o seu CPF, o mesmo do cadastro.',
  'withdraw.add.ownerNote':
    'Por lei, o saque só vai para contas no seu nome, com o CPF do cadastro.',
  'withdraw.add.currency': 'Moeda',
  'withdraw.add.network': 'Rede',
  'withdraw.add.address': 'Endereço da carteira',
  'withdraw.add.networkNote': 'Confira a rede: um envio para a rede errada não pode ser desfeito.',
  'withdraw.add.save': 'Salvar conta',
  'withdraw.add.cancel': 'Cancelar',
  'withdraw.key.required': 'Informe a chave Pix.',
  'withdraw.key.cpfDigits': 'CPF inválido. Confira os números.',
  'withdraw.key.cpfNotOwn': 'A chave CPF precisa ser o seu próprio CPF, o mesmo do cadastro.',
  'withdraw.key.phone': 'Celular inválido. Use DDD e número, ex.: (11) 98765-4321.',
  'withdraw.key.email': 'E-mail inválido.',
  'withdraw.key.evp': 'Chave aleatória inválida: são 32 letras e números, com hífens.',
  'withdraw.address.required': 'Informe o endereço da carteira.',
  'withdraw.address.network': 'Escolha uma rede aceita para esta moeda.',
  'withdraw.address.address': 'Endereço inválido para a rede {network}.',
} as const);
