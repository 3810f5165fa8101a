import { registerMessages } from '../t';

/**
 * pt-BR messages of /exchange (a lazy area, pt-BR.ts): the currency pair, the rate, the amount's
 * preview rounded down (spec 5), the review, the pending, done and refused states.
 */
export const exchangeMessages = registerMessages({
  'exchange.title': 'Converter moedas',
  'exchange.form.label': 'Conversão',
  'exchange.source.label': 'De',
  'exchange.destination.label': 'Para',
  'exchange.balance': 'Saldo: {amount}',
  'exchange.swap': 'Inverter moedas',
  'exchange.rate.label': 'Cotação',
  'exchange.rate.value': '1 {source} = {rate} {destination}',
  'exchange.preview.label': 'Você recebe',
  'exchange.preview.none': 'Informe o valor para ver quanto você recebe.',
  'exchange.preview.roundedDown':
    'Arredondado para baixo em {decimals} casas decimais, a precisão de {currency}.',
  'exchange.preview.roundedDownWhole':
    'Arredondado para baixo para um valor inteiro, a precisão de {currency}.',
  'exchange.preview.tooSmall': 'Valor baixo demais: a conversão daria {zero}. Aumente o valor.',
  'exchange.submit': 'Converter',
  'exchange.review.title': 'Confira a conversão',
  'exchange.review.send': 'Você envia',
  'exchange.review.receive': 'Você recebe',
  'exchange.review.confirm': 'Confirmar conversão',
  'exchange.review.edit': 'Alterar',
  'exchange.pending': 'Convertendo… Seus saldos só mudam quando a conversão for confirmada.',
  'exchange.refused.nothingChanged': 'Nada foi convertido e seus saldos continuam os mesmos.',
  'exchange.refused.noAnswer': 'A conversão ficou sem resposta.',
  'exchange.refused.checkBalances':
    'Confira seus saldos acima antes de tentar de novo: se ela foi feita, já aparece neles. Tentar de novo é seguro, a mesma conversão nunca é feita duas vezes.',
  'exchange.done.title': 'Conversão concluída',
  'exchange.done.summary': 'Você converteu {sent} em {currency}.',
  'exchange.done.balances': 'Seus saldos agora',
  'exchange.done.refreshing': 'Atualizando seus saldos…',
  'exchange.done.refreshFailed':
    'A conversão foi feita, mas não conseguimos mostrar os saldos novos agora.',
  'exchange.done.again': 'Nova conversão',
  'exchange.single.title': 'Você tem só uma moeda',
  'exchange.single.description':
    'Para converter, é preciso ter carteira em duas moedas. Hoje sua carteira tem só {currency}.',
  'exchange.noWallets.title': 'Nenhuma carteira por aqui',
  'exchange.noWallets.description':
    'Quando você tiver carteira em duas moedas, pode converter entre elas aqui.',
  'exchange.noRates.title': 'Conversão indisponível',
  'exchange.noRates.description':
    'Não há cotação entre as moedas da sua carteira agora. Tente mais tarde.',
} as const);
