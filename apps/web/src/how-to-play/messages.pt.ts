import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('how-to-play', 'pt', {
  howToPlay: 'Como jogar',
  howToPlayGame: ({ game }: { game: string }) => `Como jogar ${game}`,
  helpButton: ({ game }: { game: string }) => `Regras de ${game}`,
  contents: 'Índice',
  close: 'Fechar as regras',
  backToGame: 'Voltar ao jogo',
  print: 'Imprimir as regras',
  dice: ({ dice }: { dice: string }) => `Dados ${dice}`,
  scores: ({ score }: { score: number }) => `vale ${score}`,
  example: 'Exemplo',
  inThisGame: 'Neste jogo',
  ruleOn: 'Ativa neste jogo',
  ruleOff: 'Desativada neste jogo',
  ruleOffByDefault: 'Desativada, a não ser que seja escolhida ao começar um jogo',
  loading: 'A carregar as regras…',
  explainToggle: 'Explicar uma regra',
  explainHint: 'Toque no que quer ver explicado.',
  roundHelp: 'Como foi contado?',
  explainWhat: ({ name }: { name: string }) => `Explicar: ${name}`,
});
