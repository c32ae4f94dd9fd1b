import { translate } from '../i18n/i18n.ts';
import type { Dice, en, Game, Score, Trips, Wrote } from './messages.en.ts';

translate<typeof en>('tutorial', 'pt', {
  offerTitle: ({ game }: Game) => `Novo no ${game}?`,
  offerText:
    'Jogue uma curta partida guiada com os dados da app: cada passo mostra o controlo a usar e diz o que aconteceu.',
  offerPlay: 'Jogar uma primeira partida guiada',
  offerSkip: 'Não, obrigado',
  replay: 'Jogar uma primeira partida guiada',
  replaySumo: 'Jogar uma ronda de Sumo guiada',
  sumoTitle: 'Ronda de Sumo guiada',
  title: ({ game }: Game) => `Primeira partida guiada de ${game}`,
  stepOf: ({ n, total }: { n: number; total: number }) => `Passo ${n} de ${total}`,
  showMe: 'Mostrar',
  fold: 'Esconder o guia',
  unfold: 'Mostrar o guia',
  tryThis: ({ hint }: { hint: string }) => `Experimente: ${hint}`,
  leave: 'Sair da partida guiada',
  undoClosed: 'Na partida guiada nada é desfeito: os dados saem na ordem de que a história precisa.',
  doneTitle: 'Bem jogado!',
  playComputer: 'Jogar uma partida a sério contra o computador',
  starting: 'A começar a partida…',
  computer: 'Computador',
  jambRoll: 'Toque em Lançar: a app lança os cinco dados.',
  jambRolled: ({ dice }: Dice) => `Saiu ${dice}.`,
  jambHold: 'Guarde os cincos: toque em cada dado com 5. Um dado guardado fica quando volta a lançar.',
  jambHoldTry: 'toque num dado com 5.',
  jambRollAgain:
    'Toque em Lançar de novo: só os dados não guardados são lançados. Uma vez tem até três lançamentos.',
  jambRollAgainTry: 'toque em Lançar de novo.',
  jambRolledAgain: ({ dice }: Dice) => `Agora os dados mostram ${dice}.`,
  jambWriteFree: ({ score }: Score) =>
    `Aponte-os: toque em ${score} na linha Cincos da coluna Livre. A Livre aceita qualquer linha por qualquer ordem; a Descer preenche-se dos Uns para baixo e a Subir do Jamb para cima, por isso os Cincos delas ficam cinzentos.`,
  jambWriteFreeTry: ({ score }: Score) => `toque em ${score} na linha Cincos da coluna Livre.`,
  jambWrote: ({ score, column, category, count, face }: Wrote) =>
    `Apontou ${score} em ${column}, ${category}: ${count} × ${face}. Apontar uma casa termina a vez.`,
  jambRollTurn: 'Uma nova vez: toque em Lançar.',
  jambRollTry: 'toque em Lançar.',
  jambAnnounce: ({ category }: { category: string }) =>
    `Já três iguais! Anuncie ${category}: toque em Anunciar e depois em ${category}. Só pode anunciar logo após o primeiro lançamento; a vez é então apontada na coluna Anunciada.`,
  jambAnnounceTry: ({ category }: { category: string }) => `toque em Anunciar e depois em ${category}.`,
  jambAnnounced: ({ category }: { category: string }) => `Anunciou ${category}.`,
  jambWriteAnnounced: ({ score }: Score) =>
    `Os dados já chegam: toque em ${score} na coluna Anunciada. (Também podia lançar de novo para fazer melhor.)`,
  jambWriteAnnouncedTry: ({ score }: Score) => `toque em ${score} na coluna Anunciada.`,
  jambWroteTrips: ({ score, face, bonus }: Trips) =>
    `Apontou ${score} em Anunciada, Trio: 3 × ${face} + ${bonus}.`,
  jambEnding:
    'Isto é o Jamb: até três lançamentos por vez, guarde o que quiser e depois aponte uma casa. A partida acaba quando as 52 casas estão preenchidas; ganha o total mais alto. O bónus, o Máx e o Mín e as outras linhas estão em Como jogar.',
});
