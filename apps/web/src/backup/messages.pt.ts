import { plural } from '../i18n/format.ts';
import { translate } from '../i18n/i18n.ts';
import type { BackedUp, Count, en, Restored, Usage } from './messages.en.ts';

translate<typeof en>('backup', 'pt', {
  storageTitle: 'Os teus jogos guardados',
  persistent: 'Guardados de vez: o navegador prometeu não apagar os jogos do Dicetable.',
  notPersistent:
    'Não guardados de vez: quando o aparelho ficar sem espaço, o navegador pode apagar os jogos do Dicetable. Faz uma cópia de segurança de vez em quando.',
  persistUnknown:
    'Este navegador não pode prometer guardar os jogos do Dicetable. Faz uma cópia de segurança de vez em quando.',
  askPersist: 'Pedir ao navegador que os guarde',
  persistGranted: 'O navegador vai guardar os jogos do Dicetable.',
  persistRefused:
    'O navegador não prometeu guardá-los (os navegadores decidem pelo uso que um site tem; uma app instalada é guardada mais vezes). Faz uma cópia de segurança de vez em quando.',
  usage: ({ used, quota }: Usage) => `${used} usados dos ${quota} que este navegador permite.`,
  usageUnknown: 'Este navegador não diz quanto espaço o Dicetable usa.',
  backUp: 'Fazer cópia de tudo',
  backUpBlurb: 'Um ficheiro com todos os jogos, o histórico, os jogadores e as definições.',
  backedUp: ({ games, players }: BackedUp) => `Cópia de ${games} e ${players} feita num ficheiro.`,
  games: ({ count, n }: Count) => plural('pt', n, { one: `${count} jogo`, other: `${count} jogos` }),
  players: ({ count, n }: Count) => plural('pt', n, { one: `${count} jogador`, other: `${count} jogadores` }),
  restore: 'Restaurar uma cópia',
  restoreBlurb:
    'Acrescenta o que falta aqui: jogos, jogadores e definições. Nada neste aparelho é apagado ou substituído.',
  restored: ({ added, beside, here, players }: Restored) =>
    `Restaurado. Jogos acrescentados: ${added}; acrescentados ao lado de uma versão diferente aqui: ${beside}; já cá estavam: ${here}. Jogadores acrescentados: ${players}.`,
  refusedDamaged: 'Esta cópia está danificada (cortada ou alterada), por isso nada foi restaurado.',
  refusedForeign: 'Isto não é uma cópia do Dicetable, por isso nada foi restaurado.',
  refusedNewer: 'Esta cópia foi feita por um Dicetable mais recente. Atualiza a app e depois restaura-a.',
  refusedHistory: 'Isto é um ficheiro de histórico, não uma cópia: importa-o no ecrã Histórico.',
  refusedGame: 'Isto é um ficheiro de jogo, não uma cópia: importa-o na lista do seu jogo.',
  refusedUnreadable: 'Não foi possível ler o ficheiro, por isso nada foi restaurado.',
  storageFailed: 'O armazenamento do navegador falhou, por isso nada mudou. Tenta outra vez.',
  persistOffer:
    'Os teus jogos estão guardados neste navegador. Quando o aparelho fica sem espaço, um navegador pode apagar dados guardados, a não ser que tenha prometido guardá-los. Pedir ao navegador que guarde os jogos do Dicetable?',
  keepGames: 'Guardar os meus jogos',
  notNow: 'Agora não',
  reminder: ({ count }: { count: string }) =>
    `${count} terminados desde a tua última cópia, e este navegador não prometeu guardá-los. Fazer uma cópia agora?`,
  finishedGames: ({ count, n }: Count) => plural('pt', n, { one: `${count} jogo`, other: `${count} jogos` }),
  backUpNow: 'Fazer cópia agora',
  later: 'Mais tarde',
  promptsLabel: 'Guardar os teus jogos',
});
