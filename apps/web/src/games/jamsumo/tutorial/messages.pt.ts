import { translate } from '../../../i18n/i18n.ts';
import type { Aim, en, How, SumoAim } from './messages.en.ts';

translate<typeof en>('tutorial-jamsumo', 'pt', {
  rival: 'Rival',
  board:
    'Este é o tabuleiro do JamSumo. Cada jogador atira de uma borda na orla: a tua é a plataforma 1, a do Rival a plataforma 2, e o tabuleiro vira-se para quem vai atirar (agora o Rival). O buraco está no meio; a linha à frente de cada plataforma é a sua linha de Sumo (conta nas rondas de Sumo). Os teus cinco dados esperam na tua reserva ao lado do tabuleiro. Esta é uma ronda de Jam: mete os teus dados no buraco. O Rival atira primeiro.',
  boardTry: 'toca em “Ver o Rival atirar” e espera que ele atire.',
  watchRival: 'Ver o Rival atirar',
  rivalOpened:
    'O Rival pôs um dado na plataforma dele e atirou-o: ficou perto da borda, ao lado da tua plataforma.',
  place:
    'É a tua vez. Um dado parte da tua reserva: toca num dado da tua reserva e depois em “Pôr o dado na plataforma 1” (a tua plataforma). Também o podes arrastar para a tua plataforma.',
  placeTry: 'toca num dado da tua reserva e depois na tua plataforma.',
  hole: ({ degrees, strength }: Aim) =>
    `Agora atira-o para o buraco: desliza o dedo do dado para o buraco, ou abre “Disparar com botões”, põe a Direção em ${degrees}° e a Força em ${strength}% e toca em Atirar. O anel no tabuleiro mostra onde o dado pararia.`,
  holeAgain: ({ degrees, strength }: Aim) =>
    `Tenta outra vez com um dado novo: põe um da tua reserva na tua plataforma e atira-o para o buraco (Direção ${degrees}°, Força ${strength}%). Também podes atirar o teu dado que está no tabuleiro.`,
  holeTry: ({ degrees, strength }: Aim) =>
    `atira o teu dado para o buraco (Direção ${degrees}°, Força ${strength}%).`,
  missed: ({ how }: How) =>
    `${how} O lançamento conta: o dado fica onde parou (um dado que cai da borda volta à tua reserva). Depois da vez do Rival, tenta outra vez.`,
  missShort: 'Curto demais: o dado parou antes do buraco. Atira com um pouco mais de força.',
  missLong: 'Longo demais: o dado passou o buraco. Atira com um pouco menos de força.',
  missAside: 'Ao lado: o dado passou ao lado do buraco. Aponta direito ao buraco.',
  sunk: 'No buraco! Esse dado sai de jogo nesta ronda e conta 0. No Jam ganha a pontuação mais baixa, por isso cada dado no buraco ajuda-te.',
  push: ({ degrees, strength }: Aim) =>
    `Agora empurra o dado do Rival para fora do tabuleiro: atira o teu dado direito a ele, com força. Com os botões: Direção ${degrees}°, Força ${strength}%, depois Atirar.`,
  pushPlace: ({ degrees, strength }: Aim) =>
    `Agora empurra o dado do Rival para fora do tabuleiro, o que está perto da borda ao teu lado: põe um dado da tua reserva na tua plataforma e atira-o ao dado do Rival (Direção ${degrees}°, Força ${strength}%).`,
  pushTry: ({ degrees, strength }: Aim) =>
    `atira um dado ao dado do Rival perto da borda (Direção ${degrees}°, Força ${strength}%).`,
  pushMissed: ({ degrees, strength }: Aim) =>
    `O dado do Rival ainda está no tabuleiro. Depois da vez do Rival, tenta outra vez: aponta direito a ele e atira com força (Direção ${degrees}°, Força ${strength}%).`,
  pushed:
    'Fora da borda! Um dado que cai do tabuleiro volta à reserva do dono, a mostrar 4: o Rival tem de o atirar outra vez.',
  ending:
    'Isto é o Jam. A ronda acaba assim que um jogador tem os cinco dados no buraco. Então cada jogador conta os seus dados que não estão no buraco: um dado na reserva conta 4, um dado deitado a face de cima, um dado inclinado 4. Ganha a ronda o total mais baixo. Nas rondas de Sumo, pelo contrário, deitas fora os dados dos outros e ganha o total mais alto; está tudo em Como jogar.',
  ifRoundEndedNow: 'Se a ronda acabasse agora, dado a dado:',
  sumoHit: ({ die, degrees, strength }: SumoAim) =>
    `Esta é uma ronda de Sumo. Os teus cinco dados estão no tabuleiro à frente da tua plataforma (1), atrás da tua linha de Sumo, todos com o 3 para cima; os do Rival estão do outro lado do buraco. Põe os dados do Rival fora de jogo: atira um dos teus de modo a bater num dos dele. Abre “Disparar com botões”, escolhe o teu dado ${die}, põe a Direção em ${degrees}° e a Força em ${strength}% e toca em Atirar, ou desliza o dedo desse dado direito ao dado em frente.`,
  sumoHitAgain: ({ die, degrees, strength }: SumoAim) =>
    `Tenta outra vez com o teu dado ${die}: escolhe-o em “Disparar com botões”, põe a Direção em ${degrees}° e a Força em ${strength}% e toca em Atirar.`,
  sumoHitTry: ({ die, degrees, strength }: SumoAim) =>
    `atira o teu dado ${die} direito aos dados do Rival (Direção ${degrees}°, Força ${strength}%).`,
  sumoKnockedOff:
    'Acertaste! O dado do Rival caiu da borda: está fora de jogo nesta ronda. No Sumo, um dado que sai do tabuleiro só volta na ronda seguinte.',
  sumoKnockedHole:
    'Acertaste! O dado do Rival caiu no buraco: está fora de jogo nesta ronda. No Sumo, um dado que sai do tabuleiro só volta na ronda seguinte.',
  sumoKnockedPlatform:
    'Acertaste! O dado do Rival parou numa plataforma: no Sumo isso põe-no fora de jogo nesta ronda, tal como cair da borda ou no buraco.',
  sumoHitStayed:
    'O teu dado bateu num dos do Rival, mas esse ficou no tabuleiro. Depois da vez do Rival, atira outra vez, com mais força.',
  sumoMissed:
    'Falhaste: o teu dado não tocou em nenhum dos do Rival, por isso está fora de jogo nesta ronda. Depois da vez do Rival, tenta com outro dado.',
  sumoRivalTurn:
    'Agora é a vez do Rival. Toca em “Ver o Rival atirar” e vê o que acontece a um dado que não bate em nada.',
  sumoRivalMissed:
    'O dado do Rival não tocou em nenhum dos teus: falhou, por isso está fora de jogo nesta ronda.',
  sumoRivalHit:
    'O dado do Rival bateu num dos teus. Qualquer dado que saiu do tabuleiro está fora de jogo nesta ronda.',
  sumoEnding:
    'Isto é o Sumo. A ronda acaba assim que um jogador não tem dados no tabuleiro. Então cada jogador conta os seus dados que ainda estão no tabuleiro (um dado inclinado conta 3), e ganha a ronda o total mais alto. Num jogo de Jam Sumo cada ronda joga-se duas vezes: primeiro como Jam, que conta como pontos negativos, depois como Sumo, que conta como pontos positivos.',
});
