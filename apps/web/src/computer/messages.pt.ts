import { translate } from '../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('computer', 'pt', {
  advice: 'Conselho',
  adviceFor: ({ name }: { name: string }) => `Conselho para ${name}`,
  adviceTitle: 'O que o especialista faria',
  adviceThinking: 'A pensar…',
  adviceRoll: 'Lance os dados.',
  adviceKeep: ({ dice }: { dice: string }) => `Guarde ${dice} e lance os outros dados.`,
  adviceKeepNone: 'Lance de novo os cinco dados.',
  adviceAnnounce: ({ category }: { category: string }) => `Anuncie ${category}.`,
  adviceWrite: ({ category, column }: { category: string; column: string }) =>
    `Escreva ${category} na coluna ${column}.`,
  adviceExpected: ({ score }: { score: string }) => `pontuação final esperada ${score}`,
  adviceChoices: 'Melhores escolhas',
  adviceClose: 'Fechar conselho',
  seat: ({ n }: { n: number }) => `Quem joga no lugar ${n}`,
  person: 'Pessoa',
  computerLevel: ({ level }: { level: string }) => `Computador (${level})`,
  beginner: 'principiante',
  good: 'bom',
  expert: 'especialista',
  easy: 'fácil',
  medium: 'médio',
  hard: 'difícil',
  computerNeedsAppDice: 'Os jogadores do computador lançam os dados da app.',
  computersDice: 'Dados do computador',
  computerRollsOnScreen:
    'Um lugar do computador lança os dados da app no ecrã; as pessoas escrevem os dados que lançaram.',
  computerSeatNeedsAppDice:
    'O computador só joga com os dados da app: escolhe-os, ou põe uma pessoa em cada lugar.',
  computerPlaying: ({ name }: { name: string }) => `${name} (computador) está a jogar…`,
  computerOpening: ({ name }: { name: string }) => `${name} (computador) joga a seguir.`,
  computerNamePlaying: ({ name }: { name: string }) => `${name} está a jogar…`,
  computerNameOpening: ({ name }: { name: string }) => `${name} joga a seguir.`,
  computerOpeningUndo: 'Até ao primeiro lançamento, Desfazer ainda anula a última jogada.',
  computerRolled: ({ dice }: { dice: string }) => `Lançou ${dice}`,
  skipAhead: 'Avançar',
  opponent: 'Adversário',
  twoPeople: 'Duas pessoas à mesa',
});
