import { plural } from '../i18n/format.ts';
import { translate } from '../i18n/i18n.ts';
import type { Dice, Die, en, N, Seen } from './messages.en.ts';

/** Whether `n` takes the singular in `lang` (Intl's plural rules, not a guess per language). */
const one = (lang: string, n: number) => new Intl.PluralRules(lang).select(n) === 'one';

translate<typeof en>('camera', 'pt', {
  camera: 'Câmara',
  cameraLabel: ({ n }: N) =>
    one('pt', n) ? 'Ler o dado lançado com a câmara' : `Ler os ${n} dados lançados com a câmara`,
  title: 'Ler os dados com a câmara',
  close: 'Fechar a câmara',
  intro: ({ n }: N) =>
    one('pt', n)
      ? 'Aponte o tablet para baixo, para o dado lançado, e mantenha-o parado. A aplicação contorna o dado que lê e propõe-no; nada é introduzido até tocar em “Usar estes dados”.'
      : `Aponte o tablet para baixo, para os ${n} dados lançados, e mantenha-o parado. A aplicação contorna cada dado que lê e propõe o lançamento; nada é introduzido até tocar em “Usar estes dados”.`,
  introHeld:
    'Os dados guardados podem ficar na imagem: a aplicação reconhece-os pelos valores e propõe só os dados lançados de novo.',
  privacy: 'A imagem é lida neste tablet; nunca é guardada nem enviada.',
  useCamera: 'Usar a câmara',
  typeInstead: 'Introduzir os dados à mão',
  starting: 'A iniciar a câmara… Se o navegador perguntar, permita a câmara.',
  denied:
    'A câmara não está permitida. Para ler os dados, permita a câmara para este site nas definições do navegador e tente de novo. Entretanto, introduza os dados com o teclado.',
  missing: 'Não foi encontrada nenhuma câmara neste dispositivo. Introduza os dados com o teclado.',
  busy: 'A câmara não pôde iniciar: talvez outra aplicação a esteja a usar. Feche essa aplicação e tente de novo, ou introduza os dados com o teclado.',
  unsupported:
    'Este navegador não deixa a página usar uma câmara (uma câmara precisa do endereço https seguro da aplicação). Introduza os dados com o teclado.',
  readerFailed: 'O leitor de dados não pôde iniciar. Introduza os dados com o teclado.',
  tryAgain: 'Tentar de novo',
  torch: 'Luz',
  picture: 'Imagem da câmara sobre a mesa',
  loadingReader: 'A carregar o leitor de dados…',
  looking: ({ n, seen }: Seen) =>
    `À procura de ${one('pt', n) ? '1 dado' : `${n} dados`}: ${seen} ${one('pt', seen) ? 'visto' : 'vistos'}.`,
  tooMany: ({ n, seen }: Seen) =>
    `${seen} dados na imagem, ${n} lançados: mantenha os dados guardados e outros fora da imagem.`,
  steady: 'Mantenha parado…',
  proposed: ({ dice }: Dice) => `Lido: ${dice}. Verifique-os; toque num dado para o corrigir.`,
  proposal: 'Dados lidos',
  dieButton: ({ n, value }: Die) => `Dado ${n}: ${value}. Corrigir`,
  dieButtonUnsure: ({ n, value }: Die) =>
    `Dado ${n}: ${value}, lido com pouca certeza. Verificar ou corrigir`,
  choose: ({ n }: N) => `O dado ${n} mostra`,
  setValue: ({ n }: N) => `Mudar para ${n}`,
  useThese: 'Usar estes dados',
  readAgain: 'Ler de novo',
  closer: 'Os dados estão pequenos na imagem: aproxime o tablet, para que ocupem mais da imagem.',
  heldLeftOut: ({ dice }: Dice) => `Dados guardados na imagem, deixados de fora: ${dice}.`,
  alsoSeen: 'Também vistos, menos prováveis: toque num para o usar em vez de outro',
  swapIn: ({ n, value }: Die) => `Usar o ${value} também visto em vez do dado ${n}`,
  unsure: 'Os dados marcados com “?” são os que o leitor leu com menos certeza: verifique-os primeiro.',
  learnDice: 'Aprender os meus dados',
  learnDiceBlurb:
    'Guarda neste dispositivo cada lançamento que confirmar com a câmara (nunca é enviado) e ajusta o leitor aos seus dados.',
  tunedOn: ({ n }) =>
    plural('pt', n, {
      one: `Leitor ajustado a ${n} dos seus dados`,
      other: `Leitor ajustado a ${n} dos seus dados`,
    }),
  keptNotTuned: ({ n, every }) =>
    plural('pt', n, {
      one: `${n} dos seus dados guardado; o leitor é ajustado quando houver ${every} guardados.`,
      other: `${n} dos seus dados guardados; o leitor é ajustado quando houver ${every} guardados.`,
    }),
  forgetDice: 'Esquecer os meus dados',
  tuningFull:
    'O armazenamento deste dispositivo está cheio: os dados do seu último lançamento não foram guardados. Nada mais se perdeu.',
  tuningFailed: 'Não foi possível guardar os seus dados neste dispositivo. Nada mais se perdeu.',
  learningOn:
    '“Aprender os meus dados” está ligado: os dados que confirmar são guardados neste tablet para ajustar o leitor, nunca enviados.',
});
