/**
 * Business codes and pt-BR messages of the mock backend. Spec 8 fixes 200 and the session codes
 * (6102, 6105, 6106, 6109, 6121); every other number here is a CHOICE of the mock world, listed
 * in mocks/world/README.md so screens and tests can rely on them.
 */

/** A refusal: the envelope code and the message the player reads (spec 8: shown as a toast). */
export type Refusal = { code: number; msg: string; status?: number };

export const Code = {
  success: 200,
  badRequest: 400,
  notFound: 404,
  serverError: 500,

  // Account (1xxx)
  wrongPassword: 1001,
  unknownAccount: 1002,
  phoneTaken: 1003,
  invalidCpf: 1004,
  cpfTaken: 1005,
  wrongSmsCode: 1006,
  weakPassword: 1007,
  passwordMismatch: 1008,
  invalidPhone: 1009,
  unsupportedAreaCode: 1010,
  smsCooldown: 1011,
  invalidInviteCode: 1012,
  wrongOldPassword: 1013,
  samePassword: 1014,
  invalidNickname: 1015,
  invalidAvatar: 1016,
  phoneMismatch: 1017,

  // Money (2xxx)
  invalidAmount: 2001,
  insufficientBalance: 2002,
  unknownCurrency: 2003,
  belowMinimum: 2004,
  aboveMaximum: 2005,
  wageringPending: 2006,
  unknownWithdrawAccount: 2007,
  sameCurrency: 2008,
  payMethodUnavailable: 2009,
  tooManyDecimals: 2010,
  exchangeTooSmall: 2011,
  idempotencyConflict: 2012,
  // Withdraw accounts (a block of their own, so other money codes can grow from 2013)
  pixKeyNotOwnCpf: 2020,
  invalidWithdrawAccount: 2021,
  withdrawAccountExists: 2022,
  // The password asked before a withdrawal (a block of its own after the accounts')
  withdrawWrongPassword: 2030,
  withdrawLocked: 2031,

  // Activities and claims (3xxx)
  alreadyClaimed: 3001,
  nothingToClaim: 3002,
  invalidRedemptionCode: 3003,
  expiredRedemptionCode: 3004,
  usedRedemptionCode: 3005,
  unknownActivity: 3006,
  notOpenYet: 3007,
  packetGone: 3008,

  // Games (4xxx)
  unknownGame: 4001,
  loginToPlay: 4002,

  // Spec 8 session and platform codes
  maintenance: 6102,
  sessionInvalid: 6105,
  sessionExpired: 6106,
  accountFrozen: 6109,
  loggedElsewhere: 6121,

  /** The 'unknown-error' scenario: a code no screen handles specially. */
  unknown: 9999,
} as const;

const refusal = (code: number, msg: string, status?: number): Refusal =>
  status === undefined ? { code, msg } : { code, msg, status };

/** Fixed messages; the ones with values are functions below. */
export const Refuse = {
  badRequest: refusal(Code.badRequest, 'Requisição inválida.', 400),
  notFound: refusal(Code.notFound, 'Conteúdo não encontrado.'),
  serverError: refusal(
    Code.serverError,
    'Erro interno do servidor. Tente novamente em instantes.',
    500,
  ),

  wrongPassword: refusal(Code.wrongPassword, 'Senha incorreta. Confira e tente de novo.'),
  unknownAccount: refusal(Code.unknownAccount, 'Não encontramos uma conta com este celular.'),
  phoneTaken: refusal(
    Code.phoneTaken,
    'Este celular já está cadastrado. Entre ou recupere a senha.',
  ),
  invalidCpf: refusal(Code.invalidCpf, 'CPF inválido. Confira os números digitados.'),
  cpfTaken: refusal(Code.cpfTaken, 'Este CPF já está vinculado a outra conta.'),
  wrongSmsCode: refusal(Code.wrongSmsCode, 'Código de verificação incorreto.'),
  weakPassword: refusal(
    Code.weakPassword,
    'A senha precisa ter de 8 a 20 caracteres, com letras e números.',
  ),
  passwordMismatch: refusal(Code.passwordMismatch, 'As senhas não coincidem.'),
  invalidPhone: refusal(Code.invalidPhone, 'Número de celular inválido.'),
  unsupportedAreaCode: refusal(
    Code.unsupportedAreaCode,
    'Por enquanto, só aceitamos celulares do Brasil (+55).',
  ),
  invalidInviteCode: refusal(Code.invalidInviteCode, 'Código de convite inválido.'),
  wrongOldPassword: refusal(Code.wrongOldPassword, 'A senha atual está incorreta.'),
  samePassword: refusal(Code.samePassword, 'A nova senha precisa ser diferente da atual.'),
  invalidNickname: refusal(Code.invalidNickname, 'O apelido precisa ter de 2 a 16 caracteres.'),
  invalidAvatar: refusal(Code.invalidAvatar, 'Escolha uma das imagens disponíveis.'),
  phoneMismatch: refusal(Code.phoneMismatch, 'Este celular não é o da sua conta.'),

  invalidAmount: refusal(Code.invalidAmount, 'Informe um valor válido.'),
  insufficientBalance: refusal(Code.insufficientBalance, 'Saldo insuficiente.'),
  unknownCurrency: refusal(Code.unknownCurrency, 'Moeda indisponível.'),
  unknownWithdrawAccount: refusal(Code.unknownWithdrawAccount, 'Conta de saque não encontrada.'),
  sameCurrency: refusal(Code.sameCurrency, 'Escolha duas moedas diferentes para converter.'),
  payMethodUnavailable: refusal(
    Code.payMethodUnavailable,
    'Esta forma de pagamento não está disponível para a moeda escolhida.',
  ),
  exchangeTooSmall: refusal(Code.exchangeTooSmall, 'Valor baixo demais para converter.'),
  idempotencyConflict: refusal(
    Code.idempotencyConflict,
    'Esta operação já foi enviada com outros dados. Recomece a operação.',
  ),
  pixKeyNotOwnCpf: refusal(
    Code.pixKeyNotOwnCpf,
    'A chave Pix CPF precisa ser o seu próprio CPF, o mesmo do cadastro.',
  ),
  withdrawAccountExists: refusal(Code.withdrawAccountExists, 'Esta conta já está salva.'),
  /**
   * A withdrawal the session did not confirm with its password lately (withdrawGuard.ts). No
   * code of spec 8 or of the app's refusals says "confirm first": it takes the password step's
   * own 2030, the one the app already answers by asking for the password again.
   */
  withdrawPasswordNeeded: refusal(
    Code.withdrawWrongPassword,
    'Confirme o saque com a sua senha antes de enviá-lo.',
  ),

  alreadyClaimed: refusal(Code.alreadyClaimed, 'Você já resgatou este prêmio.'),
  nothingToClaim: refusal(Code.nothingToClaim, 'Não há prêmio disponível para resgatar agora.'),
  invalidRedemptionCode: refusal(Code.invalidRedemptionCode, 'Código de resgate inválido.'),
  expiredRedemptionCode: refusal(Code.expiredRedemptionCode, 'Este código de resgate expirou.'),
  usedRedemptionCode: refusal(Code.usedRedemptionCode, 'Este código de resgate já foi usado.'),
  unknownActivity: refusal(Code.unknownActivity, 'Atividade não encontrada.'),
  notOpenYet: refusal(Code.notOpenYet, 'Ainda não começou. Volte quando a contagem terminar.'),
  packetGone: refusal(Code.packetGone, 'Este envelope não está mais disponível.'),

  unknownGame: refusal(Code.unknownGame, 'Jogo não encontrado.'),
  loginToPlay: refusal(Code.loginToPlay, 'Entre na sua conta para jogar valendo dinheiro.'),

  maintenance: refusal(Code.maintenance, 'A plataforma está em manutenção. Voltamos em breve.'),
  sessionInvalid: refusal(Code.sessionInvalid, 'Sua sessão terminou. Entre novamente.'),
  sessionExpired: refusal(Code.sessionExpired, 'Sua sessão expirou. Entre novamente.'),
  accountFrozen: refusal(
    Code.accountFrozen,
    'Sua conta está bloqueada temporariamente. Fale com o suporte para saber mais.',
  ),
  loggedElsewhere: refusal(
    Code.loggedElsewhere,
    'Sua conta foi acessada em outro aparelho. Se não foi você, troque a senha.',
  ),
  unknown: refusal(Code.unknown, 'Algo deu errado. Tente novamente.'),
} as const satisfies Record<string, Refusal>;

/** pt-BR amount for messages: "R$ 1.234,56", "52,1834 USDT". */
export function moneyText(amount: number, currency: string, decimals: number): string {
  const number = amount.toLocaleString('pt-BR', {
    minimumFractionDigits: currency === 'BRL' ? 2 : 0,
    maximumFractionDigits: decimals,
  });
  return currency === 'BRL' ? `R$ ${number}` : `${number} ${currency}`;
}

export const RefuseWith = {
  smsCooldown: (seconds: number): Refusal =>
    refusal(Code.smsCooldown, `Aguarde ${seconds} s para pedir um novo código.`),
  belowMinimum: (min: string): Refusal => refusal(Code.belowMinimum, `O valor mínimo é ${min}.`),
  aboveMaximum: (max: string): Refusal => refusal(Code.aboveMaximum, `O valor máximo é ${max}.`),
  tooManyDecimals: (currency: string, decimals: number): Refusal =>
    refusal(
      Code.tooManyDecimals,
      `${currency} aceita no máximo ${decimals} ${decimals === 1 ? 'casa decimal' : 'casas decimais'}.`,
    ),
  /** What is wrong with a new withdraw account (its key or address, network, currency). */
  invalidWithdrawAccount: (what: string): Refusal => refusal(Code.invalidWithdrawAccount, what),
  /** A wrong password before a withdrawal: how many tries are left before the lock. */
  withdrawWrongPassword: (left: number): Refusal =>
    refusal(
      Code.withdrawWrongPassword,
      `Senha incorreta. ${left === 1 ? 'Resta 1 tentativa' : `Restam ${left} tentativas`} ` +
        'antes de os saques serem bloqueados por 15 minutos.',
    ),
  /** Withdrawals locked after too many wrong passwords in a row, with the minutes left. */
  withdrawLocked: (minutes: number): Refusal =>
    refusal(
      Code.withdrawLocked,
      'Saques bloqueados por segurança depois de 5 senhas erradas seguidas. ' +
        `Tente de novo em ${minutes} min.`,
    ),
  wageringPending: (remaining: string, withdrawable: string): Refusal =>
    refusal(
      Code.wageringPending,
      `Você ainda precisa apostar ${remaining} para liberar este saque (rollover pendente). ` +
        `Disponível para saque agora: ${withdrawable}.`,
    ),
};
