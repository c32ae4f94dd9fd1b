import { defineMessages } from '../../i18n/i18n.ts';

type Next = { next: string };
type Category = { category: string };

export const t = defineMessages('jamb-closed-cell', {
  en: {
    downOrder: ({ next }: Next) => `Down column: fill it from Ones downwards. Next here: ${next}.`,
    upOrder: ({ next }: Next) => `Up column: fill it from Jamb upwards. Next here: ${next}.`,
    announceFirst: ({ category }: Category) =>
      `Announced column: announce ${category} right after the first roll, then write it here.`,
    announcedTurn: ({ category }: Category) => `This turn is announced: write it in Announced, ${category}.`,
    close: 'Close',
  },
  nl: {
    downOrder: ({ next }: Next) => `Kolom Omlaag: vul die van Enen naar beneden. Hier volgt: ${next}.`,
    upOrder: ({ next }: Next) => `Kolom Omhoog: vul die van Jamb naar boven. Hier volgt: ${next}.`,
    announceFirst: ({ category }: Category) =>
      `Kolom Aangekondigd: kondig ${category} aan direct na de eerste worp en schrijf het dan hier.`,
    announcedTurn: ({ category }: Category) =>
      `Deze beurt is aangekondigd: schrijf hem in Aangekondigd, ${category}.`,
    close: 'Sluiten',
  },
  de: {
    downOrder: ({ next }: Next) =>
      `Spalte Abwärts: von den Einern nach unten füllen. Hier als Nächstes: ${next}.`,
    upOrder: ({ next }: Next) => `Spalte Aufwärts: vom Jamb nach oben füllen. Hier als Nächstes: ${next}.`,
    announceFirst: ({ category }: Category) =>
      `Spalte Angesagt: ${category} direkt nach dem ersten Wurf ansagen, dann hier eintragen.`,
    announcedTurn: ({ category }: Category) =>
      `Dieser Zug ist angesagt: trag ihn in Angesagt, ${category} ein.`,
    close: 'Schließen',
  },
  pt: {
    downOrder: ({ next }: Next) => `Coluna Descer: preenche-se dos Uns para baixo. A seguir aqui: ${next}.`,
    upOrder: ({ next }: Next) => `Coluna Subir: preenche-se do Jamb para cima. A seguir aqui: ${next}.`,
    announceFirst: ({ category }: Category) =>
      `Coluna Anunciada: anuncie ${category} logo após o primeiro lançamento e aponte-o aqui.`,
    announcedTurn: ({ category }: Category) => `Esta vez foi anunciada: aponte-a em Anunciada, ${category}.`,
    close: 'Fechar',
  },
});
