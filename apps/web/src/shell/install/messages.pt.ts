import { translate } from '../../i18n/i18n.ts';
import type { en } from './messages.en.ts';

translate<typeof en>('install', 'pt', {
  description:
    'Jamb, Yam Master e JamSumo à mesa: folhas de pontuação, probabilidades exatas e física real dos dados, offline.',
  shortcutJamb: 'Novo jogo de Jamb',
  shortcutYamMaster: 'Novo jogo de Yam Master',
  shortcutJamSumo: 'JamSumo',
  shortcutHistory: 'Histórico',
  screenshotHome: 'O ecrã inicial: Jamb, Yam Master e JamSumo',
  screenshotJamb: 'Um jogo de Jamb: os dados e a folha de pontuação',
  guideTitle: 'Adicionar ao ecrã principal',
  guideIntro:
    'Adicione o Dicetable ao ecrã principal: passa a abrir em ecrã inteiro, como uma app, e funciona sem rede.',
  guideShare: 'Toque no botão Partilhar.',
  guideShareWhere:
    'No Safari fica em cima à direita num iPad e em baixo num iPhone; noutros navegadores, na barra de endereço ou ao lado dela.',
  guideAdd: 'Desça na lista e toque em “Adicionar ao ecrã principal”.',
  guideConfirm: 'Toque em “Adicionar”. O Dicetable está agora no ecrã principal; abra-o a partir daí.',
  shareButton: 'Partilhar',
  addToHomeScreen: 'Adicionar ao ecrã principal',
  addButton: 'Adicionar',
  backToGames: 'Voltar aos jogos',
});
