import { defineMessages } from '../i18n/i18n.ts';

type N = { n: number };
type Seen = { n: number; seen: number };
type Die = { n: number; value: number };
type Dice = { dice: string };

/** Whether `n` takes the singular in `lang` (Intl's plural rules, not a guess per language). */
const one = (lang: string, n: number) => new Intl.PluralRules(lang).select(n) === 'one';

export const t = defineMessages('camera', {
  en: {
    camera: 'Camera',
    cameraLabel: ({ n }: N) =>
      one('en', n) ? 'Read the die thrown with the camera' : `Read the ${n} dice thrown with the camera`,
    title: 'Read the dice with the camera',
    close: 'Close the camera',
    intro: ({ n }: N) =>
      one('en', n)
        ? 'Point the tablet down at the die thrown and hold it still. The app outlines the die it reads and proposes it; nothing is entered until you tap “Use these dice”.'
        : `Point the tablet down at the ${n} dice thrown and hold it still. The app outlines each die it reads and proposes the throw; nothing is entered until you tap “Use these dice”.`,
    introHeld:
      'Held dice can stay in the picture: the app knows them by their values and proposes only the dice thrown again.',
    privacy: 'The picture is read on this tablet; it is never saved or sent anywhere.',
    useCamera: 'Use the camera',
    typeInstead: 'Enter the dice by hand',
    starting: 'Starting the camera… If the browser asks, allow the camera.',
    denied:
      'The camera is not allowed. To read the dice, allow the camera for this site in the browser’s settings and try again. Meanwhile, enter the dice with the keypad.',
    missing: 'No camera was found on this device. Enter the dice with the keypad.',
    busy: 'The camera could not start: another app may be using it. Close that app and try again, or enter the dice with the keypad.',
    unsupported:
      'This browser does not let the page use a camera (a camera needs the app’s secure https address). Enter the dice with the keypad.',
    readerFailed: 'The dice reader could not start. Enter the dice with the keypad.',
    tryAgain: 'Try again',
    torch: 'Light',
    picture: 'Camera picture of the table',
    loadingReader: 'Loading the dice reader…',
    looking: ({ n, seen }: Seen) =>
      one('en', n) ? `Looking for 1 die: ${seen} seen.` : `Looking for ${n} dice: ${seen} seen.`,
    tooMany: ({ n, seen }: Seen) =>
      `${seen} dice in the picture, ${n} thrown: keep the held dice and any others out of it.`,
    steady: 'Hold still…',
    proposed: ({ dice }: Dice) => `Read: ${dice}. Check them; tap a die to correct it.`,
    proposal: 'Dice read',
    dieButton: ({ n, value }: Die) => `Die ${n}: ${value}. Correct it`,
    dieButtonUnsure: ({ n, value }: Die) =>
      `Die ${n}: ${value}, read with little certainty. Check it or correct it`,
    choose: ({ n }: N) => `Die ${n} shows`,
    setValue: ({ n }: N) => `Set to ${n}`,
    useThese: 'Use these dice',
    readAgain: 'Read again',
    closer: 'The dice look small: bring the tablet closer, so that they fill more of the picture.',
    heldLeftOut: ({ dice }: Dice) => `Held dice in the picture, left out: ${dice}.`,
    alsoSeen: 'Also seen, less likely: tap one to use it instead',
    swapIn: ({ n, value }: Die) => `Use the ${value} also seen instead of die ${n}`,
    unsure: 'The dice marked “?” are those the reader is least sure of: check them first.',
  },
  nl: {
    camera: 'Camera',
    cameraLabel: ({ n }: N) =>
      one('nl', n) ? 'Lees de gegooide steen met de camera' : `Lees de ${n} gegooide stenen met de camera`,
    title: 'Stenen lezen met de camera',
    close: 'Camera sluiten',
    intro: ({ n }: N) =>
      one('nl', n)
        ? 'Richt de tablet naar beneden op de gegooide steen en houd hem stil. De app omlijnt de steen die hij leest en stelt hem voor; er wordt niets ingevoerd tot je op “Deze stenen gebruiken” tikt.'
        : `Richt de tablet naar beneden op de ${n} gegooide stenen en houd hem stil. De app omlijnt elke steen die hij leest en stelt de worp voor; er wordt niets ingevoerd tot je op “Deze stenen gebruiken” tikt.`,
    introHeld:
      'Vastgehouden stenen mogen in beeld blijven: de app herkent ze aan hun waarde en stelt alleen de opnieuw gegooide stenen voor.',
    privacy: 'Het beeld wordt op deze tablet gelezen; het wordt nooit bewaard of verstuurd.',
    useCamera: 'Camera gebruiken',
    typeInstead: 'Stenen met de hand invoeren',
    starting: 'De camera start… Sta de camera toe als de browser erom vraagt.',
    denied:
      'De camera is niet toegestaan. Sta de camera voor deze site toe in de instellingen van de browser en probeer het opnieuw. Voer de stenen intussen in met het toetsenblok.',
    missing: 'Er is geen camera gevonden op dit apparaat. Voer de stenen in met het toetsenblok.',
    busy: 'De camera kon niet starten: misschien gebruikt een andere app hem. Sluit die app en probeer het opnieuw, of voer de stenen in met het toetsenblok.',
    unsupported:
      'Deze browser laat de pagina geen camera gebruiken (een camera vraagt het beveiligde https-adres van de app). Voer de stenen in met het toetsenblok.',
    readerFailed: 'De stenenlezer kon niet starten. Voer de stenen in met het toetsenblok.',
    tryAgain: 'Opnieuw proberen',
    torch: 'Lamp',
    picture: 'Camerabeeld van de tafel',
    loadingReader: 'De stenenlezer wordt geladen…',
    looking: ({ n, seen }: Seen) =>
      one('nl', n) ? `Op zoek naar 1 steen: ${seen} gezien.` : `Op zoek naar ${n} stenen: ${seen} gezien.`,
    tooMany: ({ n, seen }: Seen) =>
      `${seen} stenen in beeld, ${n} gegooid: houd de vastgehouden en andere stenen buiten beeld.`,
    steady: 'Stil houden…',
    proposed: ({ dice }: Dice) => `Gelezen: ${dice}. Controleer ze; tik op een steen om hem te verbeteren.`,
    proposal: 'Gelezen stenen',
    dieButton: ({ n, value }: Die) => `Dobbelsteen ${n}: ${value}. Verbeteren`,
    dieButtonUnsure: ({ n, value }: Die) =>
      `Dobbelsteen ${n}: ${value}, onzeker gelezen. Controleren of verbeteren`,
    choose: ({ n }: N) => `Dobbelsteen ${n} toont`,
    setValue: ({ n }: N) => `Maak er ${n} van`,
    useThese: 'Deze stenen gebruiken',
    readAgain: 'Opnieuw lezen',
    closer: 'De stenen zijn klein in beeld: houd de tablet dichterbij, zodat ze meer van het beeld vullen.',
    heldLeftOut: ({ dice }: Dice) => `Vastgehouden stenen in beeld, weggelaten: ${dice}.`,
    alsoSeen: 'Ook gezien, minder waarschijnlijk: tik erop om hem in plaats daarvan te gebruiken',
    swapIn: ({ n, value }: Die) => `De ook geziene ${value} gebruiken in plaats van dobbelsteen ${n}`,
    unsure: 'De stenen met een “?” heeft de lezer het minst zeker gelezen: controleer die eerst.',
  },
  de: {
    camera: 'Kamera',
    cameraLabel: ({ n }: N) =>
      one('de', n)
        ? 'Den geworfenen Würfel mit der Kamera lesen'
        : `Die ${n} geworfenen Würfel mit der Kamera lesen`,
    title: 'Würfel mit der Kamera lesen',
    close: 'Kamera schließen',
    intro: ({ n }: N) =>
      one('de', n)
        ? 'Richte das Tablet von oben auf den geworfenen Würfel und halte es still. Die App umrahmt den gelesenen Würfel und schlägt ihn vor; eingetragen wird erst, wenn du auf „Diese Würfel nehmen“ tippst.'
        : `Richte das Tablet von oben auf die ${n} geworfenen Würfel und halte es still. Die App umrahmt jeden gelesenen Würfel und schlägt den Wurf vor; eingetragen wird erst, wenn du auf „Diese Würfel nehmen“ tippst.`,
    introHeld:
      'Gehaltene Würfel dürfen im Bild bleiben: die App erkennt sie an ihren Werten und schlägt nur die neu geworfenen vor.',
    privacy: 'Das Bild wird auf diesem Tablet gelesen; es wird nie gespeichert oder verschickt.',
    useCamera: 'Kamera verwenden',
    typeInstead: 'Würfel von Hand eingeben',
    starting: 'Die Kamera startet… Erlaube die Kamera, wenn der Browser fragt.',
    denied:
      'Die Kamera ist nicht erlaubt. Erlaube die Kamera für diese Seite in den Einstellungen des Browsers und versuche es erneut. Gib die Würfel bis dahin mit dem Tastenfeld ein.',
    missing: 'Auf diesem Gerät wurde keine Kamera gefunden. Gib die Würfel mit dem Tastenfeld ein.',
    busy: 'Die Kamera konnte nicht starten: vielleicht nutzt sie eine andere App. Schließe diese App und versuche es erneut, oder gib die Würfel mit dem Tastenfeld ein.',
    unsupported:
      'Dieser Browser lässt die Seite keine Kamera nutzen (eine Kamera braucht die sichere https-Adresse der App). Gib die Würfel mit dem Tastenfeld ein.',
    readerFailed: 'Der Würfelleser konnte nicht starten. Gib die Würfel mit dem Tastenfeld ein.',
    tryAgain: 'Erneut versuchen',
    torch: 'Licht',
    picture: 'Kamerabild des Tisches',
    loadingReader: 'Der Würfelleser wird geladen…',
    looking: ({ n, seen }: Seen) =>
      one('de', n) ? `Suche 1 Würfel: ${seen} gesehen.` : `Suche ${n} Würfel: ${seen} gesehen.`,
    tooMany: ({ n, seen }: Seen) =>
      `${seen} Würfel im Bild, ${n} geworfen: halte die gehaltenen und alle anderen Würfel aus dem Bild.`,
    steady: 'Stillhalten…',
    proposed: ({ dice }: Dice) =>
      `Gelesen: ${dice}. Prüfe sie; tippe auf einen Würfel, um ihn zu korrigieren.`,
    proposal: 'Gelesene Würfel',
    dieButton: ({ n, value }: Die) => `Würfel ${n}: ${value}. Korrigieren`,
    dieButtonUnsure: ({ n, value }: Die) =>
      `Würfel ${n}: ${value}, unsicher gelesen. Prüfen oder korrigieren`,
    choose: ({ n }: N) => `Würfel ${n} zeigt`,
    setValue: ({ n }: N) => `Auf ${n} setzen`,
    useThese: 'Diese Würfel nehmen',
    readAgain: 'Neu lesen',
    closer: 'Die Würfel sind klein im Bild: halte das Tablet näher darüber, damit sie mehr vom Bild füllen.',
    heldLeftOut: ({ dice }: Dice) => `Gehaltene Würfel im Bild, weggelassen: ${dice}.`,
    alsoSeen: 'Auch gesehen, weniger wahrscheinlich: tippe darauf, um ihn stattdessen zu nehmen',
    swapIn: ({ n, value }: Die) => `Die auch gesehene ${value} statt Würfel ${n} nehmen`,
    unsure: 'Die mit „?“ markierten Würfel hat der Leser am unsichersten gelesen: prüfe sie zuerst.',
  },
  pt: {
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
  },
});
